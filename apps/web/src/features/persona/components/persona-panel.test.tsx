import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { REWARDS_EARNED_EVENT } from "@/shared/rewards-events";
import { jsonResponse, renderWithProviders } from "@/test/render";
import { PersonaPanel } from "./persona-panel";

const trait = (value: string, confidence: number) => ({
  value,
  confidence,
  source: "self_report",
  updated_at: "2026-11-20T10:00:00.000Z",
});

const emptyPersona = {
  success: true,
  student_id: 7,
  persona: {},
  completeness: 0,
  missing_traits: ["student_name", "tone", "pace", "modality"],
};

describe("PersonaPanel", () => {
  it("saves each trait as a self report with the spec's confidences and shows 100% complete", async () => {
    const full = {
      student_name: trait("Mo", 0.9),
      tone: trait("gentle", 0.85),
      pace: trait("slow", 0.85),
      modality: trait("both", 0.85),
    };
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === "PATCH"
          ? jsonResponse(200, {
              updated: ["student_name", "tone", "pace", "modality"],
              persona: full,
              completeness: 100,
              missing_traits: [],
              xp_awarded: 25,
              xp: {
                awarded: 25,
                duplicate: false,
                totalXP: 125,
                level: 1,
                levelUps: [1],
                streakMilestones: [],
                currentStreak: 1,
              },
            })
          : jsonResponse(200, emptyPersona),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const rewards = vi.fn();
    window.addEventListener(REWARDS_EARNED_EVENT, rewards);
    const user = userEvent.setup();
    renderWithProviders(<PersonaPanel studentId={7} />);

    await user.type(await screen.findByLabelText("Preferred name"), "Mo");
    await user.click(screen.getByRole("radio", { name: /Gentle/ }));
    await user.click(screen.getByRole("radio", { name: /Slow/ }));
    await user.click(screen.getByRole("radio", { name: /Both/ }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));

    expect(await screen.findByText("Your preferences are saved.")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(patch[0]).toBe("/api/student/profile-persona");
    expect(JSON.parse(String(patch[1]?.body))).toEqual({
      student_id: 7,
      updates: [
        { key: "student_name", value: "Mo", confidence: 0.9, source: "self_report" },
        { key: "tone", value: "gentle", confidence: 0.85, source: "self_report" },
        { key: "pace", value: "slow", confidence: 0.85, source: "self_report" },
        { key: "modality", value: "both", confidence: 0.85, source: "self_report" },
      ],
    });
    expect(screen.getByTestId("completeness")).toHaveTextContent("Profile 100% complete");
    expect(rewards).toHaveBeenCalledTimes(1);
    expect((rewards.mock.calls[0]![0] as CustomEvent).detail).toMatchObject({ awarded: 25, levelUps: [1] });
    window.removeEventListener(REWARDS_EARNED_EVENT, rewards);
  });

  it("sends only what changed, and names the missing traits", async () => {
    const persona = {
      ...emptyPersona,
      persona: { student_name: trait("Sam", 0.9), tone: trait("energetic", 0.85) },
      completeness: 50,
      missing_traits: ["pace", "modality"],
    };
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === "PATCH"
          ? jsonResponse(200, {
              updated: ["pace"],
              persona: { ...persona.persona, pace: trait("fast", 0.85) },
              completeness: 75,
              missing_traits: ["modality"],
              xp_awarded: 0,
              xp: null,
            })
          : jsonResponse(200, persona),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<PersonaPanel studentId={null} />);

    expect(await screen.findByTestId("completeness")).toHaveTextContent(
      "Profile 50% complete · Missing: pace, modality",
    );
    expect(screen.getByLabelText("Preferred name")).toHaveValue("Sam");
    expect(screen.getByRole("radio", { name: /Energetic/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /Fast/ }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));

    expect(await screen.findByText("Your preferences are saved.")).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({
      updates: [{ key: "pace", value: "fast", confidence: 0.85, source: "self_report" }],
    });
    expect(screen.getByTestId("completeness")).toHaveTextContent("Profile 75% complete · Missing: modality");
  });

  it('shows "Failed to load persona" when the persona cannot be read', async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(403, { error: "You can only see your own students" }))),
    );
    renderWithProviders(<PersonaPanel studentId={7} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load persona");
    expect(alert).toHaveTextContent("getProfilePersona failed");
    expect(screen.queryByRole("button", { name: "Save Preferences" })).not.toBeInTheDocument();
  });

  it("treats an answer that is not a persona as a load failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(jsonResponse(200, { persona: "nope" }))),
    );
    renderWithProviders(<PersonaPanel studentId={7} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load persona");
    expect(alert).toHaveTextContent("Invalid persona response");
  });

  it("reports a refused save with the spec's error and the server's reason", async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        init?.method === "PATCH"
          ? jsonResponse(403, { error: "You can only see your own students" })
          : jsonResponse(200, emptyPersona),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<PersonaPanel studentId={7} />);
    await user.click(await screen.findByRole("radio", { name: /Neutral/ }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "patchProfilePersona failed: You can only see your own students",
    );
  });
});
