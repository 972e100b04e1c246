/*
 * The tutor's guardrail classifier (issue 24): words that suggest self-harm, abuse or a request for
 * personal contact are flagged to the parent and the admins, and the tutor answers with a safe, kind
 * reply instead of teaching. English, French and Spanish; accents and case do not matter.
 */
import { foldText } from "./parse-answer.ts";

export const GUARDRAIL_KINDS = ["self_harm", "abuse", "personal_contact"] as const;
export type GuardrailKind = (typeof GUARDRAIL_KINDS)[number];

const PATTERNS: Readonly<Record<GuardrailKind, RegExp>> = {
  self_harm:
    /\b(kill(ing)? my ?self|hurt(ing)? my ?self|harm(ing)? my ?self|cut(ting)? my ?self|suicid\w*|want(ed)? to die|wanna die|end my life|don'?t want to (live|be alive)|better off dead|me tuer|me suicider|envie de mourir|veux mourir|me faire du mal|matarme|suicidarme|quiero morir(me)?|hacerme dano|no quiero vivir)\b/,
  abuse:
    /\b((hits|beats|kicks|chokes|touches|hurts) me|(hit|beat|touched|hurt) me (again|every|when)|abus(e|ed|es|ing)|scared to go home|afraid to go home|nobody feeds me|locked me in|me frappe|me bat|me touche|maltrait\w*|peur de rentrer|me pega|me golpea|me toca|abuso|maltrato|miedo de volver a casa)\b/,
  personal_contact:
    /\b((your|ur) (phone|number|address|email|e-mail|snap(chat)?|insta(gram)?|whatsapp|discord|tiktok)|where do you live|meet (me|up|in person)|can we meet|send (me )?(a )?(photo|pic|picture|selfie)s?|give me your|my (address|phone number) is|add me on|ton (numero|adresse|snap|insta)|ou habites[- ]tu|on peut se voir|se rencontrer|tu (numero|direccion|correo)|donde vives|nos vemos en persona|podemos vernos)\b/,
};

/** The kinds of concern a student's message raises, in a fixed order; none for ordinary questions. */
export function classifyMessage(text: string): GuardrailKind[] {
  const folded = foldText(text);
  return GUARDRAIL_KINDS.filter((kind) => PATTERNS[kind].test(folded));
}

/** The tutor's safe, kind reply for the most serious concern raised. */
export function safeReply(kinds: readonly GuardrailKind[], name?: string): string {
  const you = name ? `${name}, ` : "";
  if (kinds.includes("self_harm"))
    return `${you}I'm really glad you told me. You matter, and you don't have to carry this alone. Please talk to a grown-up you trust right now, like a parent, a teacher or a school counsellor. If you might hurt yourself, call your local emergency number. I've let a grown-up who looks after your account know, so someone can check in with you.`;
  if (kinds.includes("abuse"))
    return `${you}thank you for telling me. Nobody is allowed to hurt you, and it is not your fault. Please tell a grown-up you trust, like a teacher or a school counsellor, as soon as you can. If you are in danger right now, call your local emergency number. I've let a grown-up who looks after your account know.`;
  return `${you}I'm your tutor inside this app, so I can't share or ask for phone numbers, addresses, photos or meetings. Please never give yours to anyone online. Let's get back to the lesson: what would you like to work on?`;
}

/** What the parent and the admins are told, without quoting more than the child wrote. */
export const GUARDRAIL_TITLES: Readonly<Record<GuardrailKind, string>> = {
  self_harm: "The tutor noticed words about self-harm",
  abuse: "The tutor noticed words that may mean a child is being hurt",
  personal_contact: "The tutor was asked for personal contact",
};
