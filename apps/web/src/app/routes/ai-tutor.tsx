import { Link } from "react-router";
import { PageIntro } from "@/components/page-intro";
import { buttonClasses } from "@/components/ui/button";

const DOES = [
  "Answers from the lesson you are on: its text, worked examples and hints. It says which part of the lesson it used.",
  "Gives a hint before an answer: a guiding question, then a nudge, then one worked step. It shows the whole solution only after you have tried, and a hint counts as a hint on your practice.",
  "Talks the way you set it up in Manage My Tutor: your name, a gentle, neutral or energetic tone, a slow, normal or fast pace, and it reads replies aloud if you like listening.",
  "After two wrong answers to a question, it offers to work through it with you one step at a time.",
];

const DOES_NOT = [
  'It does not know things the lesson does not say: then it tells you "I don\'t know that from this lesson".',
  "It is a built-in tutor that runs inside this platform. It follows rules and reads the lesson; it is not a chatbot that knows everything.",
  "A school can connect a language model. A child's questions go to it only after a parent turns that on, never for a child under 13 without a parent's consent, and every reply is checked first so it cannot give an answer away.",
];

/** /ai-tutor (spec 2.1): what the AI tutor does, honestly (issue 24). */
export default function AiTutorPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
      <PageIntro title="The AI tutor">
        <p>A patient helper on every lesson and practice: it asks before it tells.</p>
      </PageIntro>
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold text-slate-900">What it does</h2>
        <ul className="grid list-disc gap-2 pl-5 text-slate-700">
          {DOES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold text-slate-900">What it does not do</h2>
        <ul className="grid list-disc gap-2 pl-5 text-slate-700">
          {DOES_NOT.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="grid gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Safety and cost</h2>
        <p className="text-slate-700">
          If a child writes something that suggests they may be hurt or in danger, or someone asks for
          personal contact, the tutor answers kindly and tells their parent and our team. Parents can read
          their children's conversations, and a student can delete their own. Starting a conversation uses one
          AI session; the free plan includes 10 each month.
        </p>
        <Link to="/pricing" className={buttonClasses({ variant: "outline", className: "w-fit" })}>
          See plans and AI-session packages
        </Link>
      </section>
    </div>
  );
}
