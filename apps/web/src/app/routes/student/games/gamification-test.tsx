import { EMPTY_STREAK, recordActivity } from "@app/domain/streak";
import { awardForAnswerSet, describeLevel } from "@app/domain/xp";
import { useState } from "react";
import { PageIntro } from "@/components/page-intro";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";

/** Day n of a simulated run, as a calendar date (from a fixed start). */
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

/**
 * /student/gamification-test (issue 23): XP, level, streak and multiplier reacting live to
 * simulated answer sets, computed by the same domain functions the server uses (spec 4.6, 9).
 * Nothing is written anywhere.
 */
export default function GamificationTestPage() {
  const [correct, setCorrect] = useState(8);
  const [mistakes, setMistakes] = useState(2);
  const [seconds, setSeconds] = useState(120);
  const [day, setDay] = useState(0);
  const [state, setState] = useState({
    xp: 0,
    streak: EMPTY_STREAK,
    log: [] as { id: number; text: string }[],
  });
  const multiplier =
    state.streak.lastActivityDate === dayOf(day)
      ? state.streak.streakMultiplier
      : recordActivity(state.streak, dayOf(day)).streak.streakMultiplier;
  const preview = awardForAnswerSet({ correct, mistakes, totalSeconds: seconds, multiplier });
  const level = describeLevel(state.xp);
  const play = () => {
    const { streak } = recordActivity(state.streak, dayOf(day));
    const award = awardForAnswerSet({
      correct,
      mistakes,
      totalSeconds: seconds,
      multiplier: streak.streakMultiplier,
    });
    setState((s) => ({
      xp: s.xp + award.total,
      streak,
      log: [
        { id: (s.log[0]?.id ?? 0) + 1, text: `Day ${day + 1}: +${award.total} XP (×${award.multiplier})` },
        ...s.log,
      ].slice(0, 8),
    }));
  };
  const number = (label: string, value: number, set: (n: number) => void, max: number) => (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <input
        type="number"
        min={0}
        max={max}
        value={value}
        onChange={(e) => set(Math.max(0, Math.min(max, Number(e.target.value) || 0)))}
        className="h-10 rounded-md border border-slate-300 px-2"
      />
    </label>
  );
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <PageIntro title="Gamification test">
        <p className="text-base">Simulated answer sets, scored by the real rules. Nothing is saved.</p>
      </PageIntro>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {number("Right answers", correct, setCorrect, 50)}
        {number("Mistakes", mistakes, setMistakes, 50)}
        {number("Seconds taken", seconds, setSeconds, 3600)}
        <div className="grid gap-1 text-sm font-medium">
          Day {day + 1}
          <Button variant="outline" onClick={() => setDay((d) => d + 1)}>
            Next day
          </Button>
        </div>
      </div>
      <p className="text-sm" data-testid="award-preview">
        This set would earn {preview.total} XP: base {preview.base}, accuracy bonus {preview.accuracyBonus},
        speed bonus {preview.speedBonus}, multiplier ×{preview.multiplier}.
      </p>
      <Button className="w-fit" onClick={play}>
        Play this set
      </Button>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
        <Stat label="XP" value={state.xp} testId="sim-xp" />
        <Stat label="Level" value={level.level} testId="sim-level" />
        <Stat label="Streak" value={`${state.streak.currentStreak} days`} testId="sim-streak" />
        <Stat label="Multiplier" value={`×${state.streak.streakMultiplier}`} testId="sim-multiplier" />
      </dl>
      <ProgressBar
        value={level.xpIntoCurrentLevel}
        max={Math.max(1, level.xpToNextLevel + level.xpIntoCurrentLevel)}
        label="Progress to the next level"
        valueText={`${level.xpIntoCurrentLevel} XP into level ${level.level}`}
      />
      <ul className="grid gap-1 text-sm text-slate-600">
        {state.log.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ul>
      <Button
        variant="ghost"
        className="w-fit"
        onClick={() => setState({ xp: 0, streak: EMPTY_STREAK, log: [] })}
      >
        Reset
      </Button>
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-center">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-xl font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
