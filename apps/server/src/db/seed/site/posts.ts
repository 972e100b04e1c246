// The blog's first posts and the first announcements: real articles for parents and students,
// in Markdown with math and the site's own images (apps/web/public/images/blog).

import { capitalise, FRENCH_CIRCLE_TEXT } from "@app/domain/french-circles";

export interface SeedPost {
  kind: "post" | "announcement";
  slug: string;
  title: string;
  summary: string;
  body: string;
  coverImageUrl: string | null;
  coverImageAlt: string;
  tags: string[];
  authorName: string;
  /** Published this many days before the seed runs. */
  daysAgo: number;
}

export const POSTS: SeedPost[] = [
  {
    kind: "post",
    slug: "fractions-you-can-see",
    title: "Why fractions click when you can see them",
    summary:
      "Most fraction trouble is not about arithmetic at all. Here is the picture our tutors draw first, and why it works for nine-year-olds and fifteen-year-olds alike.",
    coverImageUrl: "/images/blog/fraction-bars.svg",
    coverImageAlt: "Three bars split into halves, quarters and eighths, lined up to show equal lengths",
    tags: ["Maths", "Fractions", "Parents"],
    authorName: "Amara Okafor",
    daysAgo: 3,
    body: `Ask a class what $\\frac{1}{2} + \\frac{1}{3}$ is and a surprising number will answer $\\frac{2}{5}$. They are not being careless: they are doing exactly what they did with whole numbers, adding the tops and adding the bottoms. The rule they were taught ("find a common denominator") never told them *why*.

## Start with a bar, not a rule

We draw one bar and call it one whole. Cut it into two equal pieces and shade one: that is $\\frac{1}{2}$. Cut an identical bar into four and shade two: the shaded lengths match. Students *see* that

$$\\frac{1}{2} = \\frac{2}{4} = \\frac{4}{8}$$

before anyone says the word "equivalent".

![Fraction bars: one half lines up with two quarters and four eighths](/images/blog/fraction-bars.svg)

## Why the denominator has to match

Now back to $\\frac{1}{2} + \\frac{1}{3}$. On the bars, halves and thirds do not line up, so we cannot count them together, any more than we can add 2 metres and 3 feet without converting. Cut both bars into sixths and everything lines up:

$$\\frac{1}{2} + \\frac{1}{3} = \\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$$

The "rule" is now just common sense: make the pieces the same size, then count them.

## Three questions to try at the kitchen table

1. Which is bigger, $\\frac{3}{4}$ or $\\frac{5}{8}$? (Draw both bars.)
2. What do you add to $\\frac{2}{3}$ to make one whole?
3. Is $\\frac{1}{2} + \\frac{1}{2} + \\frac{1}{2}$ more or less than 1?

If your child can explain their answer with a picture, they understand fractions. If they can only quote a rule, that is where a tutor starts. Our **Number sense** course opens with exactly these bars, and every practice question comes with a hint that draws them.`,
  },
  {
    kind: "post",
    slug: "balance-method-linear-equations",
    title: "Solving linear equations: the balance method, step by step",
    summary:
      "An equation is a pair of scales. Keep them level and you can solve anything from x + 3 = 5 to 3(x − 2) = 2x + 7, with no tricks to memorise.",
    coverImageUrl: "/images/blog/balance-scales.svg",
    coverImageAlt: "A pair of scales holding 2x + 3 on one side and 11 on the other, level",
    tags: ["Maths", "Algebra", "Students"],
    authorName: "Daniel Reyes",
    daysAgo: 10,
    body: `"Move it to the other side and change the sign" is the most repeated sentence in algebra lessons, and the cause of most algebra mistakes. There is a better way to think about it.

## An equation is a pair of scales

$2x + 3 = 11$ says: the left pan weighs the same as the right pan. Whatever you do to one side, do to the other, and the scales stay level.

![Scales balancing 2x + 3 against 11](/images/blog/balance-scales.svg)

- Take 3 away from both sides: $2x = 8$
- Halve both sides: $x = 4$

Check by putting it back: $2(4) + 3 = 11$. Level.

## A harder one, the same idea

$$3(x - 2) = 2x + 7$$

1. Expand the bracket: $3x - 6 = 2x + 7$
2. Take $2x$ from both sides: $x - 6 = 7$
3. Add 6 to both sides: $x = 13$

Check: $3(13 - 2) = 33$ and $2(13) + 7 = 33$. Level again.

## Where students usually slip

- **Expanding brackets:** $3(x - 2)$ is $3x - 6$, not $3x - 2$. Multiply *every* term.
- **Doing something to one term only:** dividing $2x + 3 = 11$ by 2 gives $x + 1.5 = 5.5$, not $x + 3 = 5.5$.
- **Skipping the check:** it takes ten seconds and catches most errors.

Our algebra practice checks answers the way a teacher does: $x = 13$, $13$ and $\\frac{26}{2}$ are all marked right, and a wrong answer gets a hint about the step that went wrong, not just a red cross.`,
  },
  {
    kind: "post",
    slug: "ten-minutes-a-day",
    title: "Ten minutes a day beats two hours on Sunday",
    summary:
      "Memory research is unusually clear: short, spaced practice with a little struggle outlasts long cramming sessions. How we build that into every week.",
    coverImageUrl: "/images/blog/streak-calendar.svg",
    coverImageAlt: "A week calendar with a short practice session ticked off on each day",
    tags: ["Study skills", "Parents", "Students"],
    authorName: "Amara Okafor",
    daysAgo: 17,
    body: `If you could give your child one study habit, make it this: a little every day, rather than a lot once a week.

## What the research says

Two findings from a century of memory research matter most:

- **Spacing.** We forget quickly at first and then more slowly. Reviewing something just as it starts to fade resets the clock, and each review makes the next gap longer.
- **Retrieval.** Trying to recall an answer (and sometimes failing) builds memory far better than reading notes again.

A two-hour Sunday session feels productive, but most of it is re-reading things that were still fresh or already gone.

![A week of short daily sessions](/images/blog/streak-calendar.svg)

## How that looks in practice

- **Ten to fifteen minutes, most days.** Short enough to start without a fight.
- **Questions first, notes second.** Try the question; open the worked example only when stuck.
- **Mixed review.** Yesterday's fractions next to last week's decimals.

## What we built for it

Every student gets a review queue that brings back each question just before it would be forgotten, scheduled by the FSRS algorithm used by millions of language learners. Daily streaks make the habit visible (and a missed day is forgiven, not punished). Parents see the week at a glance: how many minutes, which topics, what improved.

Start with ten minutes today. The streak takes care of the rest.`,
  },
  {
    kind: "post",
    slug: "choosing-a-tutor",
    title: "How to choose a tutor, and know it's working",
    summary:
      "Qualifications matter less than you think. Five questions to ask before the first lesson and three signs to look for after the fourth.",
    coverImageUrl: "/images/blog/tutor-checklist.svg",
    coverImageAlt: "A checklist with five ticked boxes beside a speech bubble",
    tags: ["Parents", "Tutoring"],
    authorName: "Grace Lin",
    daysAgo: 24,
    body: `Paying for a tutor is an act of trust. Here is how to make it a well-placed one.

## Before the first lesson, ask

1. **"What will you do in the first session?"** A good answer starts with finding out what your child already knows, not with a worksheet.
2. **"How will we know it's working?"** Listen for something concrete: a topic mastered, a test score, homework done without tears.
3. **"What happens between lessons?"** One hour a week is not enough on its own; short practice in between is where progress happens.
4. **"How do you explain something twice?"** The best tutors have a second and third way in: a picture, an example, a story.
5. **"Can we change tutor if it doesn't click?"** The answer should be an easy yes.

## After four lessons, look for

- Your child can explain *one* thing they learned, in their own words.
- Homework takes less time, or causes less stress.
- The tutor's notes name specific next steps, not just "good session".

![A checklist for choosing a tutor](/images/blog/tutor-checklist.svg)

## How we do it

Every tutor on Brightpath is interviewed and checked before they teach, and every lesson ends with a short written note you can read. Cancelling 24 hours or more before a lesson gives the credit back, and switching tutor is one message away. If it doesn't click, we would rather you tell us than quietly stop.`,
  },
  {
    kind: "post",
    slug: "pythagoras-four-triangles",
    title: "Pythagoras, proved with four triangles",
    summary:
      "Everyone remembers a² + b² = c². Almost nobody remembers why it is true. A proof you can cut out of paper in five minutes.",
    coverImageUrl: "/images/blog/pythagoras-square.svg",
    coverImageAlt:
      "Four right triangles arranged inside a large square, leaving a tilted square in the middle",
    tags: ["Maths", "Geometry", "Students"],
    authorName: "Daniel Reyes",
    daysAgo: 38,
    body: `For a right-angled triangle with shorter sides $a$ and $b$ and longest side $c$:

$$a^2 + b^2 = c^2$$

Here is why, with nothing but four copies of the triangle.

## The proof

Arrange the four triangles inside a square whose side is $a + b$, with the right angles in the corners. The gap in the middle is a tilted square with side $c$.

![Four triangles inside a square of side a + b](/images/blog/pythagoras-square.svg)

Count the area of the big square two ways:

- As one square: $(a + b)^2 = a^2 + 2ab + b^2$
- As four triangles plus the middle: $4 \\times \\frac{1}{2}ab + c^2 = 2ab + c^2$

Both describe the same square, so

$$a^2 + 2ab + b^2 = 2ab + c^2 \\quad\\Rightarrow\\quad a^2 + b^2 = c^2$$

## Try it

A ladder 5 m long leans against a wall with its foot 3 m out. How high does it reach? $3^2 + h^2 = 5^2$, so $h^2 = 16$ and $h = 4$ m.

Now a harder one: is a triangle with sides 7, 24 and 25 right-angled? (Check whether $7^2 + 24^2 = 25^2$.)

Our geometry course builds this proof step by step with an interactive diagram, then gives 30 practice questions, from ladders to distances on a coordinate grid.`,
  },
  {
    kind: "post",
    slug: "speak-french-before-youre-ready",
    title: "Speak French before you feel ready",
    summary:
      "Students who wait until their grammar is perfect wait forever. Why our French learners start speaking in week one, and how small groups make it less scary.",
    coverImageUrl: "/images/blog/french-conversation.svg",
    coverImageAlt: "Two speech bubbles saying Bonjour and Ça va ?",
    tags: ["French", "Languages"],
    authorName: "Camille Martin",
    daysAgo: 45,
    body: `*Bonjour !* If your French stops at "Je m'appelle…", you are in good company. Most of us learned a language to pass a test, not to talk.

## Why speaking early works

- **You learn what you use.** The words you say out loud in a real exchange stick far better than the ones you copy into a notebook.
- **Mistakes are information.** Saying *"je suis 14 ans"* and hearing *"ah, tu **as** 14 ans !"* teaches the rule better than a grammar table.
- **Confidence compounds.** The second conversation is easier than the first.

![Bonjour and Ça va in speech bubbles](/images/blog/french-conversation.svg)

## Small groups, not a lecture hall

Speaking in front of thirty classmates is terrifying. Speaking with ${FRENCH_CIRCLE_TEXT.others} at your level, with a tutor who keeps things moving, is not. That is why we started our **French conversation circles**: ${FRENCH_CIRCLE_TEXT.seats}, one native-speaking tutor, ${FRENCH_CIRCLE_TEXT.duration} a week, three levels from beginner to confident.

## Three phrases for your first circle

- *Je ne comprends pas, tu peux répéter ?* (I don't understand, can you repeat?)
- *Comment on dit… en français ?* (How do you say… in French?)
- *Je pense que…* (I think that…)

With those three, you can take part in any conversation. The rest comes by talking.`,
  },
  {
    kind: "post",
    slug: "first-python-program",
    title: "Your first Python program: from print to a guessing game",
    summary:
      "Twelve lines of code, four ideas, one game your younger brother will actually play. A first taste of our Python course.",
    coverImageUrl: "/images/blog/python-code.svg",
    coverImageAlt: "A code editor window showing a short Python program",
    tags: ["Python", "Coding", "Students"],
    authorName: "Priya Natarajan",
    daysAgo: 59,
    body: `Programming is not about memorising commands; it is about breaking a problem into steps a computer can follow. Let's build a number-guessing game.

## The whole program

\`\`\`python
import random

secret = random.randint(1, 20)
tries = 0

while True:
    guess = int(input("Guess a number from 1 to 20: "))
    tries = tries + 1
    if guess < secret:
        print("Too low!")
    elif guess > secret:
        print("Too high!")
    else:
        print(f"Got it in {tries} tries!")
        break
\`\`\`

![The guessing game in a code editor](/images/blog/python-code.svg)

## The four ideas inside

1. **Variables** hold values: \`secret\`, \`tries\`, \`guess\`.
2. **Input and output**: \`input()\` asks, \`print()\` answers.
3. **Decisions**: \`if\`, \`elif\` and \`else\` choose what happens.
4. **Loops**: \`while True\` repeats until \`break\`.

## Make it yours

- Limit the player to 5 tries.
- Tell them when they are within 2 of the answer.
- How many guesses does the best strategy need for 1 to 100? (Halving each time: since $2^7 = 128 \\ge 100$, never more than 7.)

Our Python course starts exactly here and runs for twelve weeks, with a project every week and an AI tutor that explains error messages in plain English.`,
  },
  {
    kind: "post",
    slug: "what-our-ai-tutor-does",
    title: "What our AI tutor will and won't do",
    summary:
      "It gives hints, not answers. It works from the lesson, not the internet. And a child's words never leave our service unless a parent says so. The details, plainly.",
    coverImageUrl: "/images/blog/ai-tutor-hint.svg",
    coverImageAlt: "A chat bubble offering a hint next to a lightbulb",
    tags: ["AI tutor", "Parents", "Privacy"],
    authorName: "Grace Lin",
    daysAgo: 73,
    body: `Parents ask us two questions about the AI tutor more than any other: *will it just give my child the answers?* and *where do my child's words go?* Here are straight answers.

## It gives hints, then steps, then encouragement

When a student is stuck, the tutor offers a hint drawn from the lesson's own worked examples. Still stuck? It shows the next step, not the whole solution. The goal is the moment your child says "oh!", which is where learning happens.

![A hint, not an answer](/images/blog/ai-tutor-hint.svg)

## It works from the lesson, not the internet

The tutor knows the material your child is studying: its explanation, examples and practice questions. It does not browse the web, and it will not write an essay for homework.

## Your child's words stay with us

- The built-in tutor runs entirely on our own service.
- Where a school or family chooses a more capable outside AI model, a child's words go to it **only after a parent has switched that on**. It is off by default.
- We collect no more about a child than their profile needs, and a child under 13 joins only with a parent's consent.

## It adapts to how your child likes to learn

Students can tell the tutor how they like to learn: a calm or an upbeat tone, quick or step-by-step pace, reading or listening. It remembers, and parents can see and change those settings too.

Every plan, including the free one, includes AI tutor sessions. Try it on any lesson in the library.`,
  },
  {
    kind: "announcement",
    slug: "french-circles",
    title: "French conversation circles open for the new term",
    summary: `${capitalise(FRENCH_CIRCLE_TEXT.seats)}, one native-speaking tutor, ${FRENCH_CIRCLE_TEXT.duration} a week. Three levels, evening and weekend groups.`,
    coverImageUrl: "/images/blog/french-conversation.svg",
    coverImageAlt: "Two speech bubbles saying Bonjour and Ça va ?",
    tags: ["French", "Group lessons"],
    authorName: "Camille Martin",
    daysAgo: 2,
    body: `Our **French conversation circles** are small-group speaking sessions for students who know some French and want to *use* it.

- **${capitalise(FRENCH_CIRCLE_TEXT.seats)} at most**, grouped by level and age, so everyone speaks every session.
- **${capitalise(FRENCH_CIRCLE_TEXT.duration)} a week** with a native-speaking tutor, over ${FRENCH_CIRCLE_TEXT.term}.
- **A theme each week**: food and the market, school life, films, travel plans, the news. Each circle starts with the phrases you need.
- **A short summary after each circle**: new words, one thing to work on, one thing you did well.

Each circle costs ${FRENCH_CIRCLE_TEXT.seatPrice}. Families on **Tutor Lite** or **Tutor Plus** can use their monthly lessons for circles.`,
  },
  {
    kind: "announcement",
    slug: "python-course-launch",
    title: "New: a twelve-week Python course for beginners",
    summary:
      "From the first print statement to a working game, one project a week, with an AI tutor that explains error messages in plain English.",
    coverImageUrl: "/images/blog/python-code.svg",
    coverImageAlt: "A code editor window showing a short Python program",
    tags: ["Python", "New course"],
    authorName: "Priya Natarajan",
    daysAgo: 21,
    body: `Our new **Python for beginners** course is open to every student, on every plan.

- **Twelve weeks**, one project each week: a guessing game, a quiz, a text adventure, a budget tracker and more.
- **Write and run code in the browser**: nothing to install.
- **Hints for error messages**: the AI tutor explains what \`IndentationError\` means and where to look.

Ages 11 and up; no experience needed. Start from the library or ask your tutor to add it to your learning path.`,
  },
  {
    kind: "announcement",
    slug: "family-accounts",
    title: "One account for the whole family",
    summary:
      "Parents can now add every child to one account, switch between them in a click, and see each child's homework, progress and lessons.",
    coverImageUrl: null,
    coverImageAlt: "",
    tags: ["Parents", "Product update"],
    authorName: "Grace Lin",
    daysAgo: 35,
    body: `Parents with more than one learner at home told us that separate logins were a chore. Now one parent account holds every child:

- **Add a child** in under a minute, with only the details their profile needs.
- **Switch between children** from the top of every page.
- **See each child's week**: homework, upcoming lessons, streaks and what they practised.
- **Credits per child**, so a lesson booked for one never spends another's.

Children under 13 learn under their parent's account and consent; older children can have a login of their own.`,
  },
];
