/** "Algebra 1" (9-12): expressions, linear equations and inequalities, linear functions, quadratics. */
import { alg, lesson, mc, md, num, sol, tf } from "./helpers.ts";
import type { SeedCourse, SeedUnit } from "./types.ts";

const expressions: SeedUnit = {
  slug: "alg-expressions",
  title: "Expressions",
  description: "Variables, the order of operations, like terms and the distributive property.",
  lessons: [
    lesson({
      slug: "alg-variables-and-expressions",
      title: "Variables and expressions",
      summary:
        "Use letters to stand for numbers, write expressions from words and evaluate them by substitution.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["variables", "expressions", "substitution"],
      prerequisites: [],
      body: md`
        ## Letters for numbers

        A **variable** is a letter that stands for a number we do not know yet, or a number that can change.
        An **expression** combines numbers, variables and operations, such as $3x + 5$ or $x^2 - 2x$.

        Some vocabulary:

        - The **terms** of $4x^2 - 3x + 9$ are $4x^2$, $-3x$ and $9$ (the sign belongs to the term after it).
        - A **coefficient** is the number multiplying a variable: in $-3x$ it is $-3$.
        - A **constant** is a term with no variable: here $9$.

        In algebra we leave out the multiplication sign: $3x$ means $3 \times x$, and $ab$ means $a \times b$.

        ## Writing expressions

        Translate words into symbols step by step:

        | Words | Expression |
        |---|---|
        | five more than a number | $x + 5$ |
        | three less than a number | $x - 3$ |
        | twice a number | $2x$ |
        | seven more than twice a number | $2x + 7$ |
        | half of a number | $\frac{x}{2}$ |

        Careful: "three less than $x$" is $x - 3$, **not** $3 - x$.

        ## Evaluating

        To **evaluate** an expression, **substitute** the value for the variable and calculate. For $3x + 5$
        when $x = 4$:

        $$3(4) + 5 = 12 + 5 = 17$$

        Put the value in **brackets**, especially when it is negative. With $x = -2$, $x^2 = (-2)^2 = 4$, but
        $-x^2 = -(x^2) = -4$ — the square is done before the minus sign.
      `,
      examples: [
        {
          title: "Substitute two values",
          problem: md`Evaluate $2a + 3b$ when $a = 3$ and $b = -1$.`,
          solution: md`
            1. Substitute: $2(3) + 3(-1)$.
            2. Multiply: $6 + (-3)$.
            3. Add: $3$.
          `,
        },
        {
          title: "A square",
          problem: md`Evaluate $x^2 - 2x$ when $x = 5$.`,
          solution: md`
            1. Substitute: $5^2 - 2(5)$.
            2. $25 - 10 = 15$.
          `,
        },
      ],
      deck: [
        { title: "Variable", body: "A letter that stands for a number." },
        { title: "Terms", body: md`$4x^2 - 3x + 9$ has terms $4x^2$, $-3x$ and $9$.` },
        { title: "Coefficient", body: md`The number in front of the variable: $-3$ in $-3x$.` },
        { title: "Substitute", body: md`$3x + 5$ at $x = 4$: $3(4) + 5 = 17$.` },
        { title: "Use brackets", body: md`$(-2)^2 = 4$ but $-2^2 = -4$.` },
      ],
      questions: [
        num(
          md`Evaluate $3x + 5$ when $x = 4$.`,
          "17",
          "Replace $x$ with 4, then multiply before adding.",
          md`$3(4) + 5 = 17$.`,
        ),
        num(md`Evaluate $x^2 - 2x$ when $x = 5$.`, "15", "Square first, then subtract.", md`$25 - 10 = 15$.`),
        num(
          md`Evaluate $2a + 3b$ when $a = 3$ and $b = -1$.`,
          "3",
          "Put $-1$ in brackets when you substitute it.",
          md`$2(3) + 3(-1) = 6 - 3 = 3$.`,
        ),
        alg(
          md`Write an expression for "seven more than twice a number $x$".`,
          "2x + 7",
          "First write 'twice a number', then add.",
          md`Twice $x$ is $2x$; seven more gives $2x + 7$.`,
        ),
        mc(
          md`What is the coefficient of $x$ in $4x^2 - 3x + 9$?`,
          ["4", "-3", "9", "3"],
          "b",
          "Find the term with $x$ (not $x^2$) and keep its sign.",
          md`The $x$ term is $-3x$, so the coefficient is $-3$.`,
        ),
        num(
          md`Evaluate $\frac{x + 6}{2}$ when $x = 10$.`,
          "8",
          "Work out the top first, then divide.",
          md`$\frac{10 + 6}{2} = \frac{16}{2} = 8$.`,
        ),
        num(
          md`Evaluate $-x^2$ when $x = 3$.`,
          "-9",
          "The square happens before the minus sign.",
          md`$-x^2 = -(3^2) = -9$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-order-of-operations",
      title: "Order of operations",
      summary:
        "Follow the agreed order — brackets, exponents, multiplication and division, addition and subtraction — so everyone gets the same answer.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["order of operations", "PEMDAS", "BODMAS"],
      prerequisites: ["alg-variables-and-expressions"],
      body: md`
        ## Why we need rules

        What is $3 + 4 \times 5$? If you add first you get 35; if you multiply first you get 23. Mathematicians
        agreed on an order so that everyone gets the **same** answer — and the answer is **23**.

        ## The order

        1. **B**rackets (parentheses) — work out what is inside first.
        2. **E**xponents (powers and roots).
        3. **M**ultiplication and **D**ivision — from **left to right**.
        4. **A**ddition and **S**ubtraction — from **left to right**.

        You may know this as **PEMDAS** or **BODMAS**. They mean the same thing.

        ## Left to right matters

        Multiplication does **not** always come before division: they have equal rank, so go from left to right.

        $$18 \div 3 \times 2 = 6 \times 2 = 12$$

        (not $18 \div 6 = 3$). The same goes for addition and subtraction:
        $10 - 4 + 2 = 8$, not $4$.

        ## Exponents before multiplying

        $2 \times 3^2 = 2 \times 9 = 18$. Square the 3 only, not the $2 \times 3$.

        Watch negative numbers: $(-3)^2 = 9$, because the bracket says square $-3$. But $-3^2 = -9$, because the
        exponent is done first and then the minus sign.

        ## A longer example

        $$20 - 12 \div 4 + 1 = 20 - 3 + 1 = 18$$

        Division first ($12 \div 4 = 3$), then subtract and add from left to right.

        Fraction bars act like brackets: in $\frac{8 + 4}{3}$ you work out the top before dividing.
      `,
      examples: [
        {
          title: "Step by step",
          problem: md`Evaluate $5 + 2 \times (8 - 3)^2$.`,
          solution: md`
            1. Brackets: $8 - 3 = 5$, giving $5 + 2 \times 5^2$.
            2. Exponent: $5^2 = 25$, giving $5 + 2 \times 25$.
            3. Multiply: $2 \times 25 = 50$, giving $5 + 50$.
            4. Add: $55$.
          `,
        },
      ],
      deck: [
        { title: "The order", body: "Brackets, exponents, × and ÷, + and −." },
        { title: "Left to right", body: md`$18 \div 3 \times 2 = 12$` },
        { title: "Exponent first", body: md`$2 \times 3^2 = 18$` },
        { title: "Negative squares", body: md`$(-3)^2 = 9$ but $-3^2 = -9$.` },
      ],
      questions: [
        num(
          md`Evaluate $3 + 4 \times 5$.`,
          "23",
          "Which comes first: adding or multiplying?",
          md`$4 \times 5 = 20$, then $3 + 20 = 23$.`,
        ),
        num(md`Evaluate $(3 + 4) \times 5$.`, "35", "Brackets come first.", md`$7 \times 5 = 35$.`),
        num(
          md`Evaluate $20 - 12 \div 4 + 1$.`,
          "18",
          "Do the division, then go left to right.",
          md`$20 - 3 + 1 = 18$.`,
        ),
        num(
          md`Evaluate $2 \times 3^2$.`,
          "18",
          "The exponent applies only to the 3.",
          md`$2 \times 9 = 18$.`,
        ),
        num(
          md`Evaluate $18 \div 3 \times 2$.`,
          "12",
          "Multiplication and division have equal rank.",
          md`Left to right: $18 \div 3 = 6$, then $6 \times 2 = 12$.`,
        ),
        tf(
          md`$-3^2 = 9$`,
          false,
          "Is the minus sign inside the square?",
          md`Without brackets the exponent comes first: $-3^2 = -9$. Only $(-3)^2 = 9$.`,
        ),
        mc(
          md`What do you work out first in $5 + 2 \times (8 - 3)^2$?`,
          [md`$8 - 3$`, md`$5 + 2$`, md`$2 \times 8$`, md`$3^2$`],
          "a",
          "Look for brackets.",
          md`Brackets come first: $8 - 3 = 5$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-combining-like-terms",
      title: "Combining like terms",
      summary: "Simplify expressions by adding and subtracting terms that have the same variable part.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["like terms", "simplifying", "expressions"],
      prerequisites: ["alg-order-of-operations"],
      body: md`
        ## What are like terms?

        **Like terms** have exactly the same variable part — the same letters with the same powers. Only their
        coefficients may differ.

        - $3x$ and $-5x$ are like terms.
        - $2x^2$ and $7x^2$ are like terms.
        - $3x$ and $3x^2$ are **not** like terms (different powers).
        - $2x$ and $2y$ are **not** like terms (different letters).
        - $4x$ and $4$ are **not** like terms (one has no variable).

        ## Combining them

        Think of $x$ as a kind of object, say apples. Three apples plus five apples is eight apples:

        $$3x + 5x = 8x$$

        Add or subtract the **coefficients**; the variable part stays the same. Remember that $x$ means $1x$.

        You **cannot** combine unlike terms: $2x + 3y$ stays as it is. Apples plus bananas is not "5 apple-bananas".

        ## Simplifying longer expressions

        Group like terms, keeping each term's **sign** with it:

        $$7x + 4 - 2x + 6 = (7x - 2x) + (4 + 6) = 5x + 10$$

        With powers:

        $$4x^2 + 3x - x^2 + 2x = (4x^2 - x^2) + (3x + 2x) = 3x^2 + 5x$$

        A simplified expression has **no like terms left**. It is usual to write the terms in order of decreasing
        power: $x^2$ terms, then $x$ terms, then constants.

        ## Check by substituting

        Pick any value, say $x = 1$, and evaluate the original and the simplified expression. For the example
        above: $7 + 4 - 2 + 6 = 15$ and $5 + 10 = 15$. ✓
      `,
      examples: [
        {
          title: "Constants and x terms",
          problem: md`Simplify $7x + 4 - 2x + 6$.`,
          solution: md`
            1. $x$ terms: $7x - 2x = 5x$.
            2. Constants: $4 + 6 = 10$.
            3. Answer: $5x + 10$.
          `,
        },
        {
          title: "Two powers",
          problem: md`Simplify $4x^2 + 3x - x^2 + 2x$.`,
          solution: md`
            1. $x^2$ terms: $4x^2 - x^2 = 3x^2$.
            2. $x$ terms: $3x + 2x = 5x$.
            3. Answer: $3x^2 + 5x$.
          `,
        },
      ],
      deck: [
        { title: "Like terms", body: "Same letters, same powers." },
        { title: "Add coefficients", body: md`$3x + 5x = 8x$` },
        { title: "Signs travel", body: md`In $7x + 4 - 2x$, the $-$ belongs to $2x$.` },
        { title: "Unlike terms stay", body: md`$2x + 3y$ cannot be simplified.` },
      ],
      questions: [
        alg(md`Simplify $3x + 5x$.`, "8x", "Add the coefficients.", md`$3 + 5 = 8$, so $8x$.`),
        alg(
          md`Simplify $7x + 4 - 2x + 6$.`,
          "5x + 10",
          "Group the $x$ terms and the numbers separately.",
          md`$7x - 2x = 5x$ and $4 + 6 = 10$.`,
        ),
        alg(
          md`Simplify $4x^2 + 3x - x^2 + 2x$.`,
          "3x^2 + 5x",
          "Combine the $x^2$ terms, then the $x$ terms.",
          md`$4x^2 - x^2 = 3x^2$ and $3x + 2x = 5x$.`,
        ),
        mc(
          "Which pair are like terms?",
          [md`$3x$ and $-5x$`, md`$3x$ and $3x^2$`, md`$4x$ and $4$`, md`$2x$ and $2y$`],
          "a",
          "Like terms have the same letters with the same powers.",
          md`$3x$ and $-5x$ both have exactly $x$. The others differ in power, letter or variable.`,
        ),
        tf(
          md`$2x + 3y$ can be simplified to $5xy$.`,
          false,
          "Are $x$ and $y$ the same kind of term?",
          md`$2x$ and $3y$ are unlike terms, so $2x + 3y$ is already simplified.`,
        ),
        alg(
          md`Simplify $9x - 4 - 6x - 3$.`,
          "3x - 7",
          "Keep each sign with the term after it.",
          md`$9x - 6x = 3x$ and $-4 - 3 = -7$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-distributive-property",
      title: "The distributive property",
      summary: "Expand brackets by multiplying every term inside, and factor by taking out a common factor.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["distributive property", "expanding", "factoring"],
      prerequisites: ["alg-combining-like-terms"],
      body: md`
        ## Multiply everything inside

        The **distributive property** says

        $$a(b + c) = ab + ac$$

        The number outside the bracket multiplies **every** term inside. For example,

        $$3(x + 5) = 3x + 15$$

        Why? $3(x + 5)$ means three groups of $x + 5$: $(x + 5) + (x + 5) + (x + 5)$, which is $3x + 15$.

        The most common mistake is to multiply only the first term: $4(x + 2)$ is $4x + 8$, **not** $4x + 2$.

        ## Negative numbers outside

        Multiply the signs carefully:

        $$-2(x - 4) = -2x + 8$$

        because $-2 \times x = -2x$ and $-2 \times (-4) = +8$. A minus sign in front of a bracket is like $-1$:
        $-(x - 4) = -x + 4$.

        ## Expand and simplify

        Expand each bracket, then combine like terms:

        $$5(x + 1) - 2(x + 3) = 5x + 5 - 2x - 6 = 3x - 1$$

        ## Factoring: the reverse

        **Factoring** puts an expression back into brackets. Find the biggest number (and variable) that divides
        every term — the **greatest common factor** — and take it outside:

        $$6x + 9 = 3(2x + 3)$$

        Check by expanding: $3 \times 2x = 6x$ and $3 \times 3 = 9$. ✓

        With variables: $x^2 + 5x = x(x + 5)$, because $x$ divides both terms.

        Expanding and factoring are opposite moves. Expanding removes brackets; factoring creates them. Both are
        used all the time when solving equations.
      `,
      examples: [
        {
          title: "Expand and simplify",
          problem: md`Expand and simplify $2(x + 3) + 4x$.`,
          solution: md`
            1. Expand: $2 \times x + 2 \times 3 = 2x + 6$.
            2. Add the $4x$: $2x + 6 + 4x$.
            3. Combine: $6x + 6$.
          `,
        },
        {
          title: "Factor",
          problem: md`Factor $12x - 8$.`,
          solution: md`
            1. The greatest common factor of 12 and 8 is 4.
            2. $12x \div 4 = 3x$ and $8 \div 4 = 2$.
            3. $12x - 8 = 4(3x - 2)$. Check: $4 \times 3x - 4 \times 2 = 12x - 8$. ✓
          `,
        },
      ],
      deck: [
        { title: "Distribute", body: md`$a(b + c) = ab + ac$` },
        { title: "Every term", body: md`$4(x + 2) = 4x + 8$, not $4x + 2$.` },
        { title: "Negative outside", body: md`$-2(x - 4) = -2x + 8$` },
        { title: "Factor", body: md`$6x + 9 = 3(2x + 3)$` },
      ],
      questions: [
        alg(
          md`Expand $3(x + 5)$.`,
          "3x + 15",
          "Multiply both terms inside by 3.",
          md`$3 \times x + 3 \times 5 = 3x + 15$.`,
        ),
        alg(
          md`Expand $-2(x - 4)$.`,
          "-2x + 8",
          "A negative times a negative is positive.",
          md`$-2 \times x = -2x$ and $-2 \times (-4) = 8$.`,
        ),
        alg(
          md`Expand and simplify $2(x + 3) + 4x$.`,
          "6x + 6",
          "Expand first, then combine like terms.",
          md`$2x + 6 + 4x = 6x + 6$.`,
        ),
        alg(
          md`Expand and simplify $5(x + 1) - 2(x + 3)$.`,
          "3x - 1",
          "The $-2$ multiplies both the $x$ and the 3.",
          md`$5x + 5 - 2x - 6 = 3x - 1$.`,
        ),
        num(
          md`Complete the factoring: $6x + 9 = 3(2x + ?)$`,
          "3",
          "Divide the 9 by the common factor.",
          md`$9 \div 3 = 3$, so $6x + 9 = 3(2x + 3)$.`,
        ),
        tf(
          md`$4(x + 2) = 4x + 2$`,
          false,
          "Does the 4 multiply both terms?",
          md`The 4 multiplies the 2 as well: $4(x + 2) = 4x + 8$.`,
        ),
      ],
    }),
  ],
};

const linearEquations: SeedUnit = {
  slug: "alg-linear-equations",
  title: "Linear equations and inequalities",
  description:
    "Solve equations by keeping them balanced, from one step to variables on both sides, then inequalities.",
  lessons: [
    lesson({
      slug: "alg-one-step-equations",
      title: "One-step equations",
      summary: "Solve an equation by doing the inverse operation to both sides.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["equations", "inverse operations", "solving"],
      prerequisites: ["alg-variables-and-expressions"],
      body: md`
        ## An equation is a balance

        An **equation** says two expressions are equal, like $x + 7 = 12$. Think of a balance scale: the left
        side and the right side weigh the same. **Solving** means finding the value of $x$ that makes it true.

        The golden rule: **whatever you do to one side, do to the other side**. Then the scale stays balanced.

        ## Undo with the inverse

        To get $x$ alone, undo what is being done to it with the **inverse operation**:

        | If the equation has… | …then |
        |---|---|
        | $+\,7$ | subtract 7 from both sides |
        | $-\,4$ | add 4 to both sides |
        | $\times\,5$ | divide both sides by 5 |
        | $\div\,3$ | multiply both sides by 3 |

        ## Examples

        $$x + 7 = 12 \;\Rightarrow\; x = 12 - 7 = 5$$

        $$5x = 35 \;\Rightarrow\; x = \frac{35}{5} = 7$$

        $$\frac{x}{3} = 6 \;\Rightarrow\; x = 6 \times 3 = 18$$

        Negative coefficients work the same way: $-2x = 10$ gives $x = \frac{10}{-2} = -5$.

        ## Always check

        Put your answer back into the original equation. For $x = 5$ in $x + 7 = 12$: $5 + 7 = 12$. ✓ If both sides
        agree, your solution is right.

        Write your answer as $x = 5$. It is a good habit to write each step on a new line, with the equals signs
        lined up.
      `,
      examples: [
        {
          title: "Subtraction",
          problem: md`Solve $x - 4 = 9$.`,
          solution: md`
            1. $x$ has 4 subtracted, so add 4 to both sides.
            2. $x - 4 + 4 = 9 + 4$.
            3. $x = 13$. Check: $13 - 4 = 9$. ✓
          `,
        },
        {
          title: "Negative coefficient",
          problem: md`Solve $-2x = 10$.`,
          solution: md`
            1. $x$ is multiplied by $-2$, so divide both sides by $-2$.
            2. $x = \frac{10}{-2} = -5$.
            3. Check: $-2 \times (-5) = 10$. ✓
          `,
        },
      ],
      deck: [
        { title: "Balance", body: "Do the same thing to both sides." },
        { title: "Inverse operations", body: "+ undoes −, × undoes ÷." },
        { title: "Get x alone", body: md`$5x = 35 \Rightarrow x = 7$` },
        { title: "Check", body: "Substitute your answer into the original equation." },
      ],
      questions: [
        sol(md`Solve $x + 7 = 12$.`, "x = 5", "Subtract 7 from both sides.", md`$x = 12 - 7 = 5$.`),
        sol(md`Solve $x - 4 = 9$.`, "x = 13", "Add 4 to both sides.", md`$x = 9 + 4 = 13$.`),
        sol(md`Solve $5x = 35$.`, "x = 7", "Divide both sides by 5.", md`$x = 35 \div 5 = 7$.`),
        sol(md`Solve $\frac{x}{3} = 6$.`, "x = 18", "Multiply both sides by 3.", md`$x = 6 \times 3 = 18$.`),
        sol(
          md`Solve $-2x = 10$.`,
          "x = -5",
          "Divide both sides by $-2$; watch the sign.",
          md`$x = 10 \div (-2) = -5$.`,
        ),
        mc(
          md`To solve $x - 8 = 3$, you should…`,
          [
            "add 8 to both sides",
            "subtract 8 from both sides",
            "add 3 to both sides",
            "divide both sides by 8",
          ],
          "a",
          "What undoes subtracting 8?",
          md`Adding 8 undoes $-8$: $x = 11$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-two-step-equations",
      title: "Two-step equations",
      summary: "Solve equations like 2x + 3 = 11 by undoing the addition first and then the multiplication.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["equations", "solving", "word problems"],
      prerequisites: ["alg-one-step-equations"],
      body: md`
        ## Undo in reverse order

        In $2x + 3$, the value of $x$ was first **multiplied by 2**, then **3 was added**. To undo this, work
        backwards, like taking off shoes and socks: the last thing put on comes off first.

        1. Undo the addition or subtraction.
        2. Undo the multiplication or division.

        ## Example

        $$
        \begin{aligned}
        2x + 3 &= 11 \\
        2x &= 8 &&\text{(subtract 3 from both sides)} \\
        x &= 4 &&\text{(divide both sides by 2)}
        \end{aligned}
        $$

        Check: $2(4) + 3 = 11$. ✓

        ## With division

        $$\frac{x}{4} + 2 = 5 \;\Rightarrow\; \frac{x}{4} = 3 \;\Rightarrow\; x = 12$$

        ## With negatives

        $5 - 2x = 13$. Subtract 5: $-2x = 8$. Divide by $-2$: $x = -4$. Keep the minus sign with the $2x$ — it
        belongs to that term.

        ## Word problems

        Equations model real situations. "A taxi charges 3 euros plus 2 euros per kilometre. A ride costs
        19 euros. How far was it?"

        1. Let $k$ be the number of kilometres.
        2. Cost: $3 + 2k = 19$.
        3. Solve: $2k = 16$, so $k = 8$.
        4. The ride was **8 km**. Check: $3 + 16 = 19$. ✓

        Always say what your variable stands for, and answer the question in words at the end.
      `,
      examples: [
        {
          title: "Negative coefficient",
          problem: md`Solve $-3x + 7 = 1$.`,
          solution: md`
            1. Subtract 7 from both sides: $-3x = -6$.
            2. Divide both sides by $-3$: $x = 2$.
            3. Check: $-3(2) + 7 = -6 + 7 = 1$. ✓
          `,
        },
        {
          title: "Division",
          problem: md`Solve $\frac{x}{4} + 2 = 5$.`,
          solution: md`
            1. Subtract 2: $\frac{x}{4} = 3$.
            2. Multiply by 4: $x = 12$.
            3. Check: $\frac{12}{4} + 2 = 5$. ✓
          `,
        },
      ],
      deck: [
        { title: "Reverse order", body: "Undo + or − first, then × or ÷." },
        { title: "Example", body: md`$2x + 3 = 11 \Rightarrow 2x = 8 \Rightarrow x = 4$` },
        { title: "Signs stick", body: md`In $5 - 2x$, the term is $-2x$.` },
        { title: "Word problems", body: "Name the variable, write the equation, solve, answer in words." },
      ],
      questions: [
        sol(md`Solve $2x + 3 = 11$.`, "x = 4", "Subtract 3 first.", md`$2x = 8$, so $x = 4$.`),
        sol(md`Solve $3x - 5 = 16$.`, "x = 7", "Add 5 to both sides first.", md`$3x = 21$, so $x = 7$.`),
        sol(
          md`Solve $\frac{x}{4} + 2 = 5$.`,
          "x = 12",
          "Subtract 2, then multiply.",
          md`$\frac{x}{4} = 3$, so $x = 12$.`,
        ),
        sol(
          md`Solve $-3x + 7 = 1$.`,
          "x = 2",
          "After subtracting 7, divide by a negative number.",
          md`$-3x = -6$, so $x = 2$.`,
        ),
        sol(
          md`Solve $5 - 2x = 13$.`,
          "x = -4",
          "Subtract 5 from both sides; the $x$ term is $-2x$.",
          md`$-2x = 8$, so $x = -4$.`,
        ),
        num(
          "A taxi charges 3 euros plus 2 euros per kilometre. A ride costs 19 euros. How many kilometres was the ride?",
          "8",
          "Write an equation: fixed charge plus 2 times the distance equals 19.",
          md`$3 + 2k = 19$, so $2k = 16$ and $k = 8$.`,
        ),
        mc(
          md`What is the best first step to solve $4x + 9 = 25$?`,
          [
            "subtract 9 from both sides",
            "divide both sides by 4",
            "add 9 to both sides",
            "subtract 4 from both sides",
          ],
          "a",
          "Undo the last thing that was done to $x$.",
          md`Subtracting 9 leaves $4x = 16$, then $x = 4$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-variables-both-sides",
      title: "Equations with variables on both sides",
      summary:
        "Collect the variable terms on one side, and recognise equations with no solution or infinitely many.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["equations", "solving", "brackets"],
      prerequisites: ["alg-two-step-equations", "alg-distributive-property"],
      body: md`
        ## Collect the x terms

        When $x$ appears on both sides, first move all the $x$ terms to **one side** by adding or subtracting.
        It is usually easiest to remove the **smaller** $x$ term.

        $$
        \begin{aligned}
        5x + 2 &= 3x + 10 \\
        2x + 2 &= 10 &&\text{(subtract } 3x \text{ from both sides)} \\
        2x &= 8 &&\text{(subtract 2)} \\
        x &= 4 &&\text{(divide by 2)}
        \end{aligned}
        $$

        Check in the **original** equation: left $5(4) + 2 = 22$, right $3(4) + 10 = 22$. ✓

        ## Brackets first

        If there are brackets, expand them first:

        $$3(x + 2) = x + 16 \;\Rightarrow\; 3x + 6 = x + 16 \;\Rightarrow\; 2x = 10 \;\Rightarrow\; x = 5$$

        ## Special cases

        Sometimes the $x$ terms cancel completely.

        - $2x + 5 = 2x + 7$. Subtract $2x$: $5 = 7$, which is **false**. No value of $x$ works: the equation has
          **no solution**.
        - $3(x + 1) = 3x + 3$. Expand: $3x + 3 = 3x + 3$. Subtract $3x$: $3 = 3$, which is **always true**. Every
          value of $x$ works: there are **infinitely many solutions**. (The two sides are the same expression.)

        ## Strategy summary

        1. Expand any brackets.
        2. Combine like terms on each side.
        3. Move the $x$ terms to one side.
        4. Move the numbers to the other side.
        5. Divide by the coefficient of $x$.
        6. Check in the original equation.
      `,
      examples: [
        {
          title: "Negative answer",
          problem: md`Solve $2(x - 1) = 4x + 6$.`,
          solution: md`
            1. Expand: $2x - 2 = 4x + 6$.
            2. Subtract $2x$: $-2 = 2x + 6$.
            3. Subtract 6: $-8 = 2x$.
            4. Divide by 2: $x = -4$.
            5. Check: $2(-5) = -10$ and $4(-4) + 6 = -10$. ✓
          `,
        },
      ],
      deck: [
        { title: "One side", body: "Move all the $x$ terms to one side." },
        { title: "Brackets first", body: md`$3(x + 2) = 3x + 6$` },
        { title: "No solution", body: md`$2x + 5 = 2x + 7$ leads to $5 = 7$: impossible.` },
        { title: "Infinitely many", body: md`$3(x + 1) = 3x + 3$ is true for every $x$.` },
      ],
      questions: [
        sol(
          md`Solve $5x + 2 = 3x + 10$.`,
          "x = 4",
          "Subtract $3x$ from both sides.",
          md`$2x + 2 = 10$, so $2x = 8$ and $x = 4$.`,
        ),
        sol(
          md`Solve $7x - 3 = 2x + 12$.`,
          "x = 3",
          "Move the $x$ terms to the left and the numbers to the right.",
          md`$5x = 15$, so $x = 3$.`,
        ),
        sol(
          md`Solve $3(x + 2) = x + 16$.`,
          "x = 5",
          "Expand the bracket first.",
          md`$3x + 6 = x + 16$, so $2x = 10$ and $x = 5$.`,
        ),
        sol(
          md`Solve $2(x - 1) = 4x + 6$.`,
          "x = -4",
          "After expanding, subtract $2x$ from both sides.",
          md`$2x - 2 = 4x + 6$ gives $-8 = 2x$, so $x = -4$.`,
        ),
        mc(
          md`How many solutions does $2x + 5 = 2x + 7$ have?`,
          ["none", "exactly one", "infinitely many"],
          "a",
          "Subtract $2x$ from both sides and look at what is left.",
          md`You get $5 = 7$, which is never true, so there is no solution.`,
        ),
        tf(
          md`Every value of $x$ is a solution of $3(x + 1) = 3x + 3$.`,
          true,
          "Expand the left side and compare.",
          md`Both sides are $3x + 3$, so the equation is true for every $x$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-linear-inequalities",
      title: "Linear inequalities",
      summary:
        "Solve inequalities like equations, flipping the sign when you multiply or divide by a negative number.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["inequalities", "number line", "solving"],
      prerequisites: ["alg-two-step-equations"],
      body: md`
        ## More than one answer

        An **inequality** compares two expressions using $<$, $>$, $\le$ (less than or equal to) or $\ge$ (greater
        than or equal to). Unlike an equation, it usually has **many** solutions. $x + 4 > 10$ is true for
        $x = 7$, $x = 100$ and $x = 6.5$: every number greater than 6.

        ## Solving

        Solve an inequality just like an equation — with **one extra rule**:

        > When you **multiply or divide both sides by a negative number**, **flip** the inequality sign.

        Why? $2 < 5$ is true, but multiplying both sides by $-1$ gives $-2$ and $-5$, and $-2 > -5$. The order reverses.

        Examples:

        - $x + 4 > 10 \;\Rightarrow\; x > 6$.
        - $3x - 2 > 10 \;\Rightarrow\; 3x > 12 \;\Rightarrow\; x > 4$.
        - $-2x \le 8 \;\Rightarrow\; x \ge -4$ (divided by $-2$, so the sign flips).

        Adding or subtracting a negative number does **not** flip the sign — only multiplying or dividing does.

        ## On a number line

        - $x > 2$: an **open** circle at 2 (2 itself is not included) and an arrow to the right.
        - $x \le -1$: a **closed** (filled) circle at $-1$ (included) and an arrow to the left.

        ## Whole-number solutions

        Questions sometimes ask for the smallest or largest **integer** that works. If $x > 4$, then 4 itself
        does not work, so the smallest integer is 5. If $x \le 3$, the largest integer is 3.

        ## Check with a test value

        Pick a number in your answer and try it in the original inequality. For $-2x \le 8$ and $x \ge -4$, try
        $x = 0$: $0 \le 8$. ✓
      `,
      examples: [
        {
          title: "Flip the sign",
          problem: md`Solve $5 - x \ge 2$.`,
          solution: md`
            1. Subtract 5: $-x \ge -3$.
            2. Multiply by $-1$ and flip: $x \le 3$.
            3. Test $x = 0$: $5 - 0 = 5 \ge 2$. ✓ Test $x = 4$: $1 \ge 2$ is false, as expected.
          `,
        },
      ],
      deck: [
        { title: "Symbols", body: md`$<$, $>$, $\le$, $\ge$` },
        { title: "Solve like an equation", body: "Do the same thing to both sides." },
        { title: "Flip rule", body: "Multiply or divide by a negative: flip the sign." },
        { title: "Number line", body: md`Open circle for $<$ or $>$; closed circle for $\le$ or $\ge$.` },
      ],
      questions: [
        mc(
          md`Solve $x + 4 > 10$.`,
          [md`$x > 6$`, md`$x < 6$`, md`$x > 14$`, md`$x \ge 6$`],
          "a",
          "Subtract 4 from both sides. Does the sign change?",
          md`$x > 10 - 4$, so $x > 6$. Subtracting never flips the sign.`,
        ),
        mc(
          md`Solve $-2x \le 8$.`,
          [md`$x \le -4$`, md`$x \ge -4$`, md`$x \ge 4$`, md`$x \le 4$`],
          "b",
          "You divide by a negative number here.",
          md`Dividing by $-2$ flips the sign: $x \ge -4$.`,
        ),
        num(
          md`What is the smallest whole number that satisfies $3x - 2 > 10$?`,
          "5",
          "Solve the inequality, then decide whether the boundary itself works.",
          md`$3x > 12$, so $x > 4$. 4 does not work, so the smallest whole number is 5.`,
        ),
        tf(
          md`$x = 3$ is a solution of $2x + 1 < 7$.`,
          false,
          "Substitute 3 and compare carefully.",
          md`$2(3) + 1 = 7$, and $7 < 7$ is false.`,
        ),
        num(
          md`What is the largest integer that satisfies $5 - x \ge 2$?`,
          "3",
          "After subtracting 5 you will divide by $-1$.",
          md`$-x \ge -3$, so $x \le 3$. The largest integer is 3.`,
        ),
        mc(
          md`How is $x > 2$ shown on a number line?`,
          [
            "an open circle at 2 and an arrow to the right",
            "a closed circle at 2 and an arrow to the right",
            "an open circle at 2 and an arrow to the left",
            "a closed circle at 2 and an arrow to the left",
          ],
          "a",
          "Is 2 itself a solution? Which way are the bigger numbers?",
          "2 is not included (open circle) and the solutions are bigger than 2 (to the right).",
        ),
      ],
    }),
  ],
};

const linearFunctions: SeedUnit = {
  slug: "alg-linear-functions",
  title: "Linear functions and graphs",
  description:
    "Slope, the equation y = mx + b, writing equations of lines and solving systems of two equations.",
  lessons: [
    lesson({
      slug: "alg-slope",
      title: "Slope",
      summary: "Measure the steepness of a line as rise over run.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["slope", "gradient", "coordinates", "graphs"],
      prerequisites: ["alg-one-step-equations"],
      body: md`
        ## How steep?

        The **slope** (or gradient) of a line tells you how steep it is and which way it goes. Move along the line
        from one point to another: the vertical change is the **rise** and the horizontal change is the **run**.

        $$m = \frac{\text{rise}}{\text{run}} = \frac{y_2 - y_1}{x_2 - x_1}$$

        The letter $m$ is traditionally used for slope.

        ## From two points

        Through $(1, 2)$ and $(3, 8)$:

        $$m = \frac{8 - 2}{3 - 1} = \frac{6}{2} = 3$$

        For every 1 step to the right, the line goes up 3.

        Through $(0, 5)$ and $(4, 3)$:

        $$m = \frac{3 - 5}{4 - 0} = \frac{-2}{4} = -\frac{1}{2}$$

        Be consistent: subtract in the **same order** on the top and the bottom.

        ## Four kinds of slope

        - **Positive**: the line goes **up** from left to right.
        - **Negative**: the line goes **down** from left to right.
        - **Zero**: a **horizontal** line (no rise at all).
        - **Undefined**: a **vertical** line (no run, and we cannot divide by zero).

        The bigger the number (ignoring its sign), the steeper the line. A slope of $-4$ is steeper than a slope
        of $2$.

        ## Slope as a rate

        Slope is a **rate of change**. If a line shows distance against time, its slope is the speed. A road that
        rises 15 m over a horizontal distance of 300 m has slope $\frac{15}{300} = 0.05$, often called a 5% grade.
      `,
      examples: [
        {
          title: "Slope from two points",
          problem: md`Find the slope of the line through $(-2, 1)$ and $(2, 9)$.`,
          solution: md`
            1. Rise: $9 - 1 = 8$.
            2. Run: $2 - (-2) = 4$.
            3. $m = \frac{8}{4} = 2$.
          `,
        },
      ],
      deck: [
        { title: "Rise over run", body: md`$m = \frac{y_2 - y_1}{x_2 - x_1}$` },
        { title: "Same order", body: "Subtract the coordinates in the same order, top and bottom." },
        { title: "Signs", body: "Up to the right: positive. Down to the right: negative." },
        { title: "Flat and upright", body: "Horizontal: slope 0. Vertical: undefined." },
      ],
      questions: [
        num(
          md`What is the slope of the line through $(1, 2)$ and $(3, 8)$?`,
          "3",
          "Divide the change in $y$ by the change in $x$.",
          md`$\frac{8 - 2}{3 - 1} = \frac{6}{2} = 3$.`,
        ),
        num(
          md`What is the slope of the line through $(0, 5)$ and $(4, 3)$? Give a fraction or a decimal.`,
          "-1/2",
          "The $y$ value goes down, so expect a negative slope.",
          md`$\frac{3 - 5}{4 - 0} = \frac{-2}{4} = -\frac{1}{2}$.`,
        ),
        num(
          md`What is the slope of the line through $(-2, 1)$ and $(2, 9)$?`,
          "2",
          md`Careful with the run: $2 - (-2)$.`,
          md`$\frac{9 - 1}{2 - (-2)} = \frac{8}{4} = 2$.`,
        ),
        mc(
          "What is the slope of a horizontal line?",
          ["0", "1", "undefined", "-1"],
          "a",
          "How much does a horizontal line rise?",
          "A horizontal line has no rise, so its slope is 0.",
        ),
        tf(
          "A line that goes down from left to right has a negative slope.",
          true,
          "Going right, is the rise positive or negative?",
          "Moving right, the line goes down, so the rise is negative and so is the slope.",
        ),
        num(
          "A road rises 15 m over a horizontal distance of 300 m. What is its slope, as a decimal?",
          "0.05",
          "Slope is rise divided by run.",
          md`$\frac{15}{300} = 0.05$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-slope-intercept-form",
      title: "Slope-intercept form: y = mx + b",
      summary: "Read the slope and y-intercept straight from y = mx + b and use it to graph and model.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["linear functions", "slope-intercept", "graphs", "modelling"],
      prerequisites: ["alg-slope"],
      body: md`
        ## The equation of a line

        Every non-vertical line can be written as

        $$y = mx + b$$

        - $m$ is the **slope**.
        - $b$ is the **y-intercept**: where the line crosses the $y$-axis, at the point $(0, b)$.

        In $y = 4x - 7$, the slope is $4$ and the y-intercept is $-7$. In $y = -2x + 5$, the slope is $-2$ and the
        y-intercept is $5$. In $y = 3x$, the y-intercept is $0$: the line goes through the origin.

        ## Graphing in three steps

        To graph $y = 2x + 1$:

        1. Plot the y-intercept $(0, 1)$.
        2. Use the slope $2 = \frac{2}{1}$: from that point go **right 1, up 2** and plot $(1, 3)$.
        3. Draw a straight line through the points.

        ## Using the equation

        To find a point on the line, substitute. For $y = 2x + 1$ at $x = 4$: $y = 2(4) + 1 = 9$. So $(4, 9)$ is on
        the line.

        ## Modelling

        Many situations have a **starting amount** and a **constant rate**. They are modelled by $y = mx + b$ with
        $b$ the starting amount and $m$ the rate.

        A gym charges 20 euros to join plus 15 euros per month. After $x$ months the total cost is

        $$y = 15x + 20$$

        After 6 months: $y = 15(6) + 20 = 110$ euros.

        ## Comparing lines

        The bigger $|m|$ (the slope without its sign), the steeper the line. $y = -4x + 1$ is steeper than
        $y = 2x$, even though its slope is negative.
      `,
      examples: [
        {
          title: "Write the equation",
          problem: "Write the equation of the line with slope 3 and y-intercept −2.",
          solution: md`
            1. $m = 3$ and $b = -2$.
            2. $y = 3x - 2$.
          `,
        },
        {
          title: "Model",
          problem:
            "A plant is 4 cm tall and grows 1.5 cm per week. Write an equation for its height and find it after 10 weeks.",
          solution: md`
            1. Start $b = 4$, rate $m = 1.5$: $h = 1.5w + 4$.
            2. $w = 10$: $h = 15 + 4 = 19$ cm.
          `,
        },
      ],
      deck: [
        { title: "y = mx + b", body: md`$m$ is the slope, $b$ the y-intercept.` },
        { title: "Read it off", body: md`$y = 4x - 7$: slope 4, intercept $-7$.` },
        { title: "Graph", body: "Plot $(0, b)$, then move by the slope." },
        { title: "Model", body: "Starting amount $b$, constant rate $m$." },
      ],
      questions: [
        num(md`What is the slope of $y = 4x - 7$?`, "4", md`Compare with $y = mx + b$.`, md`$m = 4$.`),
        num(
          md`What is the y-intercept of $y = -2x + 5$?`,
          "5",
          "The y-intercept is the constant term.",
          md`$b = 5$: the line crosses the $y$-axis at $(0, 5)$.`,
        ),
        alg(
          "A line has slope 3 and y-intercept $-2$. Complete its equation: $y = \\ldots$",
          "3x - 2",
          md`Put the slope and intercept into $y = mx + b$.`,
          md`$y = 3x - 2$.`,
        ),
        num(
          md`For $y = 2x + 1$, what is $y$ when $x = 4$?`,
          "9",
          "Substitute 4 for $x$.",
          md`$2(4) + 1 = 9$.`,
        ),
        mc(
          "Which line is the steepest?",
          [md`$y = x + 5$`, md`$y = -4x + 1$`, md`$y = 2x$`, md`$y = \frac{1}{2}x + 10$`],
          "b",
          "Compare the slopes without their signs.",
          md`$|-4| = 4$ is the biggest slope size, so $y = -4x + 1$ is the steepest.`,
        ),
        alg(
          "A gym charges 20 euros to join plus 15 euros per month. Write the total cost after $x$ months: $y = \\ldots$",
          "15x + 20",
          "Which number is the rate and which is the starting amount?",
          md`Rate 15 per month, starting amount 20: $y = 15x + 20$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-writing-linear-equations",
      title: "Writing equations of lines",
      summary: "Find the equation of a line from its slope and a point, or from two points.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["linear functions", "point-slope", "parallel lines"],
      prerequisites: ["alg-slope-intercept-form"],
      body: md`
        ## What you need

        To write $y = mx + b$ you need two numbers: the slope $m$ and the intercept $b$. You can find them from
        different kinds of information.

        ## Slope and one point

        Line with slope 2 through $(1, 5)$:

        1. Start with $y = 2x + b$.
        2. The point must fit: $5 = 2(1) + b$, so $b = 3$.
        3. The equation is $y = 2x + 3$.

        You can also use the **point-slope form** $y - y_1 = m(x - x_1)$:
        $y - 5 = 2(x - 1)$, which rearranges to $y = 2x + 3$. Same line!

        ## Two points

        Line through $(1, 1)$ and $(3, -3)$:

        1. Slope: $m = \frac{-3 - 1}{3 - 1} = \frac{-4}{2} = -2$.
        2. Use a point: $1 = -2(1) + b$, so $b = 3$.
        3. The equation is $y = -2x + 3$.

        If one of the points is on the $y$-axis, like $(0, 4)$, you can read $b = 4$ directly.

        ## Parallel lines

        **Parallel lines have equal slopes.** A line parallel to $y = 5x - 1$ has slope 5. If it goes through
        $(0, 2)$, it is $y = 5x + 2$. Parallel lines with different intercepts never meet.

        ## Check your equation

        Substitute each given point. For $y = -2x + 3$: at $x = 1$, $y = 1$ ✓; at $x = 3$, $y = -3$ ✓.
      `,
      examples: [
        {
          title: "Through two points",
          problem: md`Find the equation of the line through $(0, 4)$ and $(2, 10)$.`,
          solution: md`
            1. Slope: $\frac{10 - 4}{2 - 0} = 3$.
            2. $(0, 4)$ is on the $y$-axis, so $b = 4$.
            3. $y = 3x + 4$. Check $(2, 10)$: $3(2) + 4 = 10$. ✓
          `,
        },
      ],
      deck: [
        { title: "Find m, then b", body: "Get the slope, then substitute a point to find $b$." },
        { title: "Point-slope", body: md`$y - y_1 = m(x - x_1)$` },
        { title: "Parallel", body: "Parallel lines have the same slope." },
        { title: "Check", body: "Every given point must satisfy your equation." },
      ],
      questions: [
        alg(
          md`A line has slope 2 and passes through $(1, 5)$. Complete its equation: $y = \ldots$`,
          "2x + 3",
          md`Substitute the point into $y = 2x + b$ to find $b$.`,
          md`$5 = 2 + b$, so $b = 3$ and $y = 2x + 3$.`,
        ),
        alg(
          md`A line passes through $(0, 4)$ and $(2, 10)$. Complete its equation: $y = \ldots$`,
          "3x + 4",
          "One of the points is on the $y$-axis.",
          md`Slope $\frac{6}{2} = 3$ and $b = 4$: $y = 3x + 4$.`,
        ),
        alg(
          md`A line passes through $(1, 1)$ and $(3, -3)$. Complete its equation: $y = \ldots$`,
          "-2x + 3",
          "Find the slope first; it is negative.",
          md`$m = \frac{-4}{2} = -2$; then $1 = -2 + b$ gives $b = 3$.`,
        ),
        alg(
          md`A line is parallel to $y = 5x - 1$ and passes through $(0, 2)$. Complete its equation: $y = \ldots$`,
          "5x + 2",
          "Parallel lines share their slope.",
          md`Slope 5, intercept 2: $y = 5x + 2$.`,
        ),
        num(
          md`What is the slope of any line parallel to $y = -3x + 8$?`,
          "-3",
          "What do parallel lines have in common?",
          "Parallel lines have equal slopes, so $-3$.",
        ),
        tf(
          md`The lines $y = 2x + 1$ and $y = 2x - 4$ never meet.`,
          true,
          "Compare their slopes and intercepts.",
          "Same slope, different intercepts: they are parallel and never meet.",
        ),
      ],
    }),
    lesson({
      slug: "alg-systems-of-equations",
      title: "Systems of two equations",
      summary: "Find the point that satisfies two linear equations at once, by substitution or elimination.",
      difficulty: "advanced",
      estimatedMinutes: 20,
      tags: ["systems of equations", "substitution", "elimination"],
      prerequisites: ["alg-writing-linear-equations", "alg-variables-both-sides"],
      body: md`
        ## Two conditions at once

        A **system** is a pair of equations with the same unknowns, such as

        $$x + y = 10 \qquad x - y = 4$$

        A solution is a pair $(x, y)$ that makes **both** true. On a graph, it is the point where the two lines
        **cross**.

        ## Method 1: substitution

        Use it when one equation already says "$y = \ldots$" or "$x = \ldots$".

        Solve $y = 2x$ and $x + y = 9$:

        1. Replace $y$ in the second equation: $x + 2x = 9$.
        2. $3x = 9$, so $x = 3$.
        3. Back-substitute: $y = 2(3) = 6$.

        The solution is $x = 3$, $y = 6$.

        ## Method 2: elimination

        Add or subtract the equations so that one variable disappears.

        $$(x + y) + (x - y) = 10 + 4 \;\Rightarrow\; 2x = 14 \;\Rightarrow\; x = 7$$

        Then $7 + y = 10$, so $y = 3$. Sometimes you must multiply an equation first so that the coefficients match.

        ## How many solutions?

        - Lines that cross: **one** solution.
        - **Parallel** lines (same slope, different intercept), like $y = 2x + 1$ and $y = 2x + 5$: **no** solution.
        - The **same** line twice: infinitely many solutions.

        ## Word problems

        Adult tickets cost 5 euros and child tickets 3 euros. 10 tickets were sold for 40 euros. With $a$ adults
        and $c$ children: $a + c = 10$ and $5a + 3c = 40$. Substitute $c = 10 - a$: $5a + 30 - 3a = 40$, so
        $2a = 10$ and $a = 5$. Five adult and five child tickets.

        Always check the pair in **both** original equations.
      `,
      examples: [
        {
          title: "Substitution",
          problem: md`Solve $2x + y = 7$ and $y = x + 1$.`,
          solution: md`
            1. Substitute $y = x + 1$: $2x + x + 1 = 7$.
            2. $3x = 6$, so $x = 2$.
            3. $y = 2 + 1 = 3$.
            4. Check: $2(2) + 3 = 7$ ✓ and $3 = 2 + 1$ ✓.
          `,
        },
        {
          title: "Elimination",
          problem: md`Solve $x + y = 10$ and $x - y = 4$.`,
          solution: md`
            1. Add the equations: $2x = 14$, so $x = 7$.
            2. Substitute: $7 + y = 10$, so $y = 3$.
            3. Check: $7 - 3 = 4$ ✓.
          `,
        },
      ],
      deck: [
        { title: "Solution", body: "The point where the two lines cross." },
        { title: "Substitution", body: "Replace one variable using the other equation." },
        { title: "Elimination", body: "Add or subtract equations to remove a variable." },
        { title: "Parallel lines", body: "Same slope, different intercept: no solution." },
      ],
      questions: [
        sol(
          md`Solve the system $y = 2x$ and $x + y = 9$. Write your answer like "x = 1, y = 2".`,
          "x = 3, y = 6",
          md`Replace $y$ with $2x$ in the second equation.`,
          md`$3x = 9$ gives $x = 3$, and $y = 2(3) = 6$.`,
        ),
        num(
          md`Solve $x + y = 10$ and $x - y = 4$. What is $x$?`,
          "7",
          "Add the two equations to eliminate $y$.",
          md`$2x = 14$, so $x = 7$.`,
        ),
        num(
          md`Solve $x + y = 10$ and $x - y = 4$. What is $y$?`,
          "3",
          "Find $x$ first, then substitute.",
          md`$x = 7$, so $y = 10 - 7 = 3$.`,
        ),
        num(
          md`Solve $2x + y = 7$ and $y = x + 1$. What is $x$?`,
          "2",
          md`Substitute $x + 1$ for $y$.`,
          md`$2x + x + 1 = 7$ gives $3x = 6$, so $x = 2$.`,
        ),
        tf(
          md`The system $y = 2x + 1$ and $y = 2x + 5$ has no solution.`,
          true,
          "Compare the slopes of the two lines.",
          "The lines are parallel (same slope, different intercepts), so they never cross.",
        ),
        mc(
          "On a graph, the solution of a system of two linear equations is…",
          [
            "the point where the two lines cross",
            "the y-intercept of the first line",
            "the slope of both lines",
            "the origin",
          ],
          "a",
          "It must lie on both lines.",
          "Only the crossing point lies on both lines, so it satisfies both equations.",
        ),
        num(
          "Adult tickets cost 5 euros and child tickets 3 euros. 10 tickets were sold for 40 euros in total. How many adult tickets were sold?",
          "5",
          "Write one equation for the number of tickets and one for the money.",
          md`$a + c = 10$ and $5a + 3c = 40$ give $2a = 10$, so $a = 5$.`,
        ),
      ],
    }),
  ],
};

const quadratics: SeedUnit = {
  slug: "alg-quadratics",
  title: "Exponents, polynomials and quadratics",
  description: "Exponent rules, multiplying binomials, factoring trinomials and solving quadratic equations.",
  lessons: [
    lesson({
      slug: "alg-exponent-rules",
      title: "Exponent rules",
      summary:
        "Multiply, divide and raise powers using the laws of exponents, including zero and negative exponents.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["exponents", "powers", "laws of indices"],
      prerequisites: ["alg-combining-like-terms"],
      body: md`
        ## What an exponent means

        $x^4$ means $x \cdot x \cdot x \cdot x$: the **base** $x$ multiplied by itself 4 times. The small 4 is the
        **exponent** (or power, or index). Writing it out explains every rule below.

        ## The rules

        **Multiplying** powers of the same base — add the exponents:

        $$x^3 \cdot x^4 = (x \cdot x \cdot x)(x \cdot x \cdot x \cdot x) = x^7$$

        **Dividing** — subtract the exponents:

        $$\frac{x^8}{x^2} = x^{8-2} = x^6$$

        **Power of a power** — multiply the exponents:

        $$(x^3)^2 = x^3 \cdot x^3 = x^6$$

        **Power of a product** — every factor gets the exponent:

        $$(2x^2)^3 = 2^3 \cdot (x^2)^3 = 8x^6$$

        ## Zero and negative exponents

        Since $\frac{x^3}{x^3} = 1$ and also $x^{3-3} = x^0$, we define

        $$x^0 = 1 \quad (x \ne 0)$$

        So $5^0 = 1$ and $1000^0 = 1$.

        A negative exponent means a **reciprocal**:

        $$x^{-n} = \frac{1}{x^n} \qquad 2^{-3} = \frac{1}{2^3} = \frac{1}{8}$$

        ## Common mistakes

        - $x^2 \cdot x^3$ is $x^5$, not $x^6$ (add, don't multiply, when multiplying powers).
        - $x^2 + x^3$ **cannot** be simplified: the rules are for multiplying and dividing, not adding.
        - $2^3$ is $8$, not $6$.
        - $(3x)^2 = 9x^2$, but $3x^2$ means only the $x$ is squared.
      `,
      examples: [
        {
          title: "Combine the rules",
          problem: md`Simplify $\frac{(x^2)^3 \cdot x}{x^4}$.`,
          solution: md`
            1. Power of a power: $(x^2)^3 = x^6$.
            2. Multiply: $x^6 \cdot x = x^7$.
            3. Divide: $x^{7-4} = x^3$.
          `,
        },
      ],
      deck: [
        { title: "Multiply: add", body: md`$x^a \cdot x^b = x^{a+b}$` },
        { title: "Divide: subtract", body: md`$\frac{x^a}{x^b} = x^{a-b}$` },
        { title: "Power of a power: multiply", body: md`$(x^a)^b = x^{ab}$` },
        { title: "Zero exponent", body: md`$x^0 = 1$` },
        { title: "Negative exponent", body: md`$x^{-n} = \frac{1}{x^n}$` },
      ],
      questions: [
        alg(
          md`Simplify $x^3 \cdot x^4$.`,
          "x^7",
          "Same base, multiplying: what happens to the exponents?",
          md`Add the exponents: $x^{3+4} = x^7$.`,
        ),
        alg(
          md`Simplify $\frac{x^8}{x^2}$.`,
          "x^6",
          "Dividing powers of the same base.",
          md`Subtract the exponents: $x^{8-2} = x^6$.`,
        ),
        alg(
          md`Simplify $(2x^2)^3$.`,
          "8x^6",
          "Both the 2 and the $x^2$ are cubed.",
          md`$2^3 = 8$ and $(x^2)^3 = x^6$, so $8x^6$.`,
        ),
        num(
          md`What is $5^0$?`,
          "1",
          "Think of $\\frac{5^3}{5^3}$.",
          "Any non-zero number to the power 0 is 1.",
        ),
        num(
          md`What is $2^{-3}$? Give a fraction or a decimal.`,
          "1/8",
          "A negative exponent means a reciprocal.",
          md`$2^{-3} = \frac{1}{2^3} = \frac{1}{8}$.`,
        ),
        tf(
          md`$x^2 \cdot x^3 = x^6$`,
          false,
          "Write out the x's and count them.",
          md`$x^2 \cdot x^3 = x^{2+3} = x^5$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-multiplying-binomials",
      title: "Multiplying binomials",
      summary:
        "Expand products like (x + 2)(x + 5) using the area model or FOIL, and spot the special products.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["polynomials", "binomials", "FOIL", "expanding"],
      prerequisites: ["alg-distributive-property", "alg-exponent-rules"],
      body: md`
        ## Every term times every term

        A **binomial** has two terms, like $x + 2$. To multiply two binomials, multiply **each term of the first by
        each term of the second** — four products in all — then combine like terms.

        ## The area model

        Draw a rectangle with sides $x + 2$ and $x + 5$, split into four parts:

        | | $x$ | $5$ |
        |---|---|---|
        | $x$ | $x^2$ | $5x$ |
        | $2$ | $2x$ | $10$ |

        Add the parts: $x^2 + 5x + 2x + 10 = x^2 + 7x + 10$.

        ## FOIL

        **F**irst, **O**uter, **I**nner, **L**ast is a way to remember the four products:

        $$(x - 3)(x + 4) = \underbrace{x^2}_{F} + \underbrace{4x}_{O} \underbrace{- 3x}_{I} \underbrace{- 12}_{L} = x^2 + x - 12$$

        Keep each sign with its number: the $-3$ multiplies both $x$ and $4$.

        ## Special products

        **Perfect square:** $(a + b)^2 = a^2 + 2ab + b^2$. For example $(x + 6)^2 = x^2 + 12x + 36$.
        Do **not** write $(x + 6)^2 = x^2 + 36$ — you would lose the middle term $12x$.

        **Difference of squares:** $(a - b)(a + b) = a^2 - b^2$. For example $(x - 5)(x + 5) = x^2 - 25$. The
        middle terms $+5x$ and $-5x$ cancel.

        ## With coefficients

        $$(2x + 1)(x - 3) = 2x^2 - 6x + x - 3 = 2x^2 - 5x - 3$$

        Check any expansion by substituting a number, say $x = 1$: $(3)(-2) = -6$ and $2 - 5 - 3 = -6$. ✓
      `,
      examples: [
        {
          title: "FOIL",
          problem: md`Expand $(x + 2)(x + 5)$.`,
          solution: md`
            1. First: $x \cdot x = x^2$.
            2. Outer: $x \cdot 5 = 5x$. Inner: $2 \cdot x = 2x$.
            3. Last: $2 \cdot 5 = 10$.
            4. Combine: $x^2 + 7x + 10$.
          `,
        },
        {
          title: "Perfect square",
          problem: md`Expand $(x - 4)^2$.`,
          solution: md`
            1. Write it as $(x - 4)(x - 4)$.
            2. $x^2 - 4x - 4x + 16$.
            3. $x^2 - 8x + 16$.
          `,
        },
      ],
      deck: [
        { title: "Four products", body: "Each term of the first times each term of the second." },
        { title: "FOIL", body: "First, Outer, Inner, Last." },
        { title: "Perfect square", body: md`$(a + b)^2 = a^2 + 2ab + b^2$` },
        { title: "Difference of squares", body: md`$(a - b)(a + b) = a^2 - b^2$` },
      ],
      questions: [
        alg(
          md`Expand $(x + 2)(x + 5)$.`,
          "x^2 + 7x + 10",
          "Find the four products, then combine the two $x$ terms.",
          md`$x^2 + 5x + 2x + 10 = x^2 + 7x + 10$.`,
        ),
        alg(
          md`Expand $(x - 3)(x + 4)$.`,
          "x^2 + x - 12",
          "The $-3$ multiplies both terms of the second bracket.",
          md`$x^2 + 4x - 3x - 12 = x^2 + x - 12$.`,
        ),
        alg(
          md`Expand $(x + 6)^2$.`,
          "x^2 + 12x + 36",
          "Write it as $(x + 6)(x + 6)$.",
          md`$x^2 + 6x + 6x + 36 = x^2 + 12x + 36$.`,
        ),
        alg(
          md`Expand $(x - 5)(x + 5)$.`,
          "x^2 - 25",
          "The middle terms cancel.",
          md`$x^2 + 5x - 5x - 25 = x^2 - 25$.`,
        ),
        alg(
          md`Expand $(2x + 1)(x - 3)$.`,
          "2x^2 - 5x - 3",
          "First: $2x \\cdot x = 2x^2$.",
          md`$2x^2 - 6x + x - 3 = 2x^2 - 5x - 3$.`,
        ),
        tf(
          md`$(x + 3)^2 = x^2 + 9$`,
          false,
          "Try $x = 1$ on both sides.",
          md`$(x + 3)^2 = x^2 + 6x + 9$; at $x = 1$ the left side is 16 but $x^2 + 9$ is 10.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-factoring-trinomials",
      title: "Factoring quadratics",
      summary:
        "Write quadratic expressions as products of brackets by finding two numbers with the right product and sum.",
      difficulty: "advanced",
      estimatedMinutes: 20,
      tags: ["factoring", "quadratics", "trinomials"],
      prerequisites: ["alg-multiplying-binomials"],
      body: md`
        ## Expanding backwards

        Factoring undoes expanding. We know $(x + 2)(x + 3) = x^2 + 5x + 6$. Notice:

        - $2 + 3 = 5$, the coefficient of $x$;
        - $2 \times 3 = 6$, the constant.

        ## The method for $x^2 + bx + c$

        Find two numbers that **multiply to $c$** and **add to $b$**. Then

        $$x^2 + bx + c = (x + p)(x + q)$$

        **Example:** $x^2 + 9x + 20$. Pairs that multiply to 20: $1 \times 20$, $2 \times 10$, $4 \times 5$. Which adds
        to 9? $4 + 5 = 9$. So $x^2 + 9x + 20 = (x + 4)(x + 5)$.

        ## Watch the signs

        - $c$ positive, $b$ negative: both numbers negative. $x^2 - 7x + 12 = (x - 3)(x - 4)$.
        - $c$ negative: one positive, one negative. $x^2 - x - 12$: we need product $-12$ and sum $-1$, which is
          $-4$ and $3$. So $(x - 4)(x + 3)$.

        ## Take out a common factor first

        Always look for a common factor before anything else:

        $$3x^2 + 6x = 3x(x + 2)$$

        ## Difference of squares

        $x^2 - 49 = (x - 7)(x + 7)$, because $a^2 - b^2 = (a - b)(a + b)$.

        A **sum** of squares such as $x^2 + 4$ does **not** factor this way: $(x + 2)(x + 2) = x^2 + 4x + 4$.

        ## Check by expanding

        Multiply your brackets out. If you get back the original expression, your factoring is right.
      `,
      examples: [
        {
          title: "Negative constant",
          problem: md`Factor $x^2 + 2x - 15$.`,
          solution: md`
            1. Product $-15$, sum $+2$.
            2. Pairs: $-1, 15$; $1, -15$; $-3, 5$; $3, -5$. The pair $-3$ and $5$ adds to 2.
            3. $x^2 + 2x - 15 = (x - 3)(x + 5)$.
            4. Check: $x^2 + 5x - 3x - 15 = x^2 + 2x - 15$. ✓
          `,
        },
      ],
      deck: [
        { title: "Product and sum", body: md`For $x^2 + bx + c$: multiply to $c$, add to $b$.` },
        { title: "Example", body: md`$x^2 + 5x + 6 = (x + 2)(x + 3)$` },
        { title: "Common factor first", body: md`$3x^2 + 6x = 3x(x + 2)$` },
        { title: "Difference of squares", body: md`$x^2 - 49 = (x - 7)(x + 7)$` },
      ],
      questions: [
        mc(
          md`Factor $x^2 + 5x + 6$.`,
          [md`$(x + 2)(x + 3)$`, md`$(x + 1)(x + 6)$`, md`$(x + 5)(x + 1)$`, md`$(x - 2)(x - 3)$`],
          "a",
          "Which two numbers multiply to 6 and add to 5?",
          md`$2 \times 3 = 6$ and $2 + 3 = 5$.`,
        ),
        num(
          "Two numbers multiply to 12 and add to 7. What is the larger number?",
          "4",
          "List the factor pairs of 12.",
          md`$3 \times 4 = 12$ and $3 + 4 = 7$.`,
        ),
        num(
          md`Complete: $x^2 + 9x + 20 = (x + 4)(x + ?)$`,
          "5",
          "The two numbers must multiply to 20.",
          md`$4 \times 5 = 20$ and $4 + 5 = 9$.`,
        ),
        num(
          md`Complete: $x^2 - x - 12 = (x - 4)(x + ?)$`,
          "3",
          md`The numbers multiply to $-12$ and add to $-1$.`,
          md`$-4 \times 3 = -12$ and $-4 + 3 = -1$.`,
        ),
        mc(
          md`Factor $x^2 - 49$.`,
          [md`$(x - 7)(x + 7)$`, md`$(x - 7)^2$`, md`$(x + 7)^2$`, md`$(x - 49)(x + 1)$`],
          "a",
          "It is a difference of two squares.",
          md`$x^2 - 7^2 = (x - 7)(x + 7)$.`,
        ),
        num(
          md`Complete: $3x^2 + 6x = 3x(x + ?)$`,
          "2",
          md`Divide $6x$ by $3x$.`,
          md`$3x \cdot x = 3x^2$ and $3x \cdot 2 = 6x$.`,
        ),
        tf(
          md`$x^2 + 4 = (x + 2)(x + 2)$`,
          false,
          "Expand the right side and compare.",
          md`$(x + 2)(x + 2) = x^2 + 4x + 4$, which is not $x^2 + 4$.`,
        ),
      ],
    }),
    lesson({
      slug: "alg-solving-quadratics-factoring",
      title: "Solving quadratics by factoring",
      summary: "Set a quadratic equation equal to zero, factor it and use the zero product property.",
      difficulty: "advanced",
      estimatedMinutes: 20,
      tags: ["quadratic equations", "factoring", "zero product property"],
      prerequisites: ["alg-factoring-trinomials"],
      body: md`
        ## The zero product property

        If two numbers multiply to give **zero**, at least one of them must be zero:

        $$ab = 0 \;\Rightarrow\; a = 0 \text{ or } b = 0$$

        This only works with **zero**. If $ab = 6$, you cannot say anything about $a$ or $b$ alone.

        ## Solving step by step

        Solve $x^2 + 5x + 6 = 0$:

        1. Make sure one side is **0**. ✓
        2. **Factor**: $(x + 2)(x + 3) = 0$.
        3. Set each factor to zero: $x + 2 = 0$ or $x + 3 = 0$.
        4. Solve: $x = -2$ or $x = -3$.

        A quadratic equation usually has **two** solutions (also called **roots**).

        ## Rearrange first

        $x^2 - x = 6$ is not ready: the right side is not zero. Subtract 6: $x^2 - x - 6 = 0$. Factor:
        $(x - 3)(x + 2) = 0$. So $x = 3$ or $x = -2$.

        ## Common factor

        $x^2 - 4x = 0$ factors as $x(x - 4) = 0$, so $x = 0$ or $x = 4$. Do **not** divide both sides by $x$ — you
        would lose the solution $x = 0$.

        ## Difference of squares

        $x^2 - 9 = 0$ gives $(x - 3)(x + 3) = 0$, so $x = 3$ or $x = -3$.

        ## A repeated root

        $x^2 - 6x + 9 = 0$ is $(x - 3)^2 = 0$. Both factors give $x = 3$, so there is just **one** solution.

        ## Check

        Substitute each root: for $x = -2$ in $x^2 + 5x + 6$: $4 - 10 + 6 = 0$. ✓

        On a graph, the solutions are where the parabola $y = x^2 + 5x + 6$ crosses the $x$-axis.
      `,
      examples: [
        {
          title: "Rearrange, factor, solve",
          problem: md`Solve $x^2 - x = 6$.`,
          solution: md`
            1. Subtract 6: $x^2 - x - 6 = 0$.
            2. Factor: numbers with product $-6$ and sum $-1$ are $-3$ and $2$: $(x - 3)(x + 2) = 0$.
            3. $x = 3$ or $x = -2$.
            4. Check $x = -2$: $4 + 2 = 6$. ✓
          `,
        },
      ],
      deck: [
        { title: "Zero product", body: md`$ab = 0$ means $a = 0$ or $b = 0$.` },
        { title: "Zero on one side", body: "Rearrange before factoring." },
        { title: "Two roots", body: md`$(x + 2)(x + 3) = 0$ gives $x = -2$ or $x = -3$.` },
        { title: "Don't divide by x", body: md`$x^2 = 4x$ has the solution $x = 0$ too.` },
      ],
      questions: [
        sol(
          md`Solve $(x - 3)(x + 5) = 0$. Write your answer like "x = 1, x = -2".`,
          "x = 3, x = -5",
          "Set each bracket equal to zero.",
          md`$x - 3 = 0$ gives $x = 3$; $x + 5 = 0$ gives $x = -5$.`,
        ),
        sol(
          md`Solve $x^2 + 5x + 6 = 0$.`,
          "x = -2, x = -3",
          "Factor first: two numbers with product 6 and sum 5.",
          md`$(x + 2)(x + 3) = 0$, so $x = -2$ or $x = -3$.`,
        ),
        sol(
          md`Solve $x^2 - 4x = 0$.`,
          "x = 0, x = 4",
          md`Take out the common factor $x$.`,
          md`$x(x - 4) = 0$, so $x = 0$ or $x = 4$.`,
        ),
        sol(
          md`Solve $x^2 - 9 = 0$.`,
          "x = 3, x = -3",
          "It is a difference of squares.",
          md`$(x - 3)(x + 3) = 0$, so $x = \pm 3$.`,
        ),
        sol(
          md`Solve $x^2 - x = 6$.`,
          "x = 3, x = -2",
          "Move the 6 to the left side first.",
          md`$x^2 - x - 6 = (x - 3)(x + 2) = 0$.`,
        ),
        tf(
          "To use the zero product property, one side of the equation must be 0.",
          true,
          md`Does $ab = 6$ tell you $a$ or $b$?`,
          "The property only works because the product is zero.",
        ),
      ],
    }),
    lesson({
      slug: "alg-quadratic-formula",
      title: "The quadratic formula",
      summary:
        "Solve any quadratic equation with the quadratic formula and use the discriminant to count its solutions.",
      difficulty: "advanced",
      estimatedMinutes: 25,
      tags: ["quadratic equations", "quadratic formula", "discriminant"],
      prerequisites: ["alg-solving-quadratics-factoring"],
      body: md`
        ## When factoring is hard

        Many quadratics do not factor nicely. The **quadratic formula** solves **every** equation of the form
        $ax^2 + bx + c = 0$ (with $a \ne 0$):

        $$x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}$$

        The $\pm$ ("plus or minus") gives the two solutions: one with $+$ and one with $-$.

        ## Step by step

        Solve $2x^2 + 3x - 2 = 0$.

        1. Identify $a = 2$, $b = 3$, $c = -2$ (keep the signs!).
        2. $b^2 - 4ac = 9 - 4(2)(-2) = 9 + 16 = 25$.
        3. $x = \frac{-3 \pm \sqrt{25}}{4} = \frac{-3 \pm 5}{4}$.
        4. $x = \frac{2}{4} = \frac{1}{2}$ or $x = \frac{-8}{4} = -2$.

        ## The discriminant

        The expression under the square root, $D = b^2 - 4ac$, is called the **discriminant**. It tells you how
        many real solutions there are before you finish:

        - $D > 0$: **two** real solutions.
        - $D = 0$: **one** real solution (a repeated root).
        - $D < 0$: **no** real solutions — you cannot take the square root of a negative number.

        For $x^2 + 2x + 5 = 0$: $D = 4 - 20 = -16 < 0$, so there are no real solutions. The parabola never
        touches the $x$-axis.

        ## Irrational answers

        For $x^2 - 2x - 1 = 0$: $D = 4 + 4 = 8$, and $x = \frac{2 \pm \sqrt{8}}{2} = 1 \pm \sqrt{2}$.
        As decimals, $x \approx 2.41$ or $x \approx -0.41$.

        ## Tips

        - Put the equation in the form $ax^2 + bx + c = 0$ first.
        - Use brackets for negative values: $b^2$ with $b = -5$ is $(-5)^2 = 25$.
        - Divide the **whole** top by $2a$, not just the square root.
      `,
      examples: [
        {
          title: "Two whole-number roots",
          problem: md`Solve $x^2 - 5x + 6 = 0$ with the formula.`,
          solution: md`
            1. $a = 1$, $b = -5$, $c = 6$.
            2. $D = (-5)^2 - 4(1)(6) = 25 - 24 = 1$.
            3. $x = \frac{5 \pm 1}{2}$, so $x = 3$ or $x = 2$.
          `,
        },
      ],
      deck: [
        { title: "The formula", body: md`$x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}$` },
        { title: "Standard form first", body: md`$ax^2 + bx + c = 0$` },
        { title: "Discriminant", body: md`$D = b^2 - 4ac$` },
        { title: "Count the roots", body: md`$D > 0$: two · $D = 0$: one · $D < 0$: none.` },
      ],
      questions: [
        sol(
          md`Solve $x^2 - 5x + 6 = 0$. Write your answer like "x = 1, x = -2".`,
          "x = 2, x = 3",
          md`Here $a = 1$, $b = -5$, $c = 6$.`,
          md`$D = 1$, so $x = \frac{5 \pm 1}{2}$: $x = 3$ or $x = 2$.`,
        ),
        sol(
          md`Solve $2x^2 + 3x - 2 = 0$.`,
          "x = 1/2, x = -2",
          md`Work out $b^2 - 4ac$ first; it is a perfect square.`,
          md`$D = 25$, so $x = \frac{-3 \pm 5}{4}$: $x = \frac{1}{2}$ or $x = -2$.`,
        ),
        num(
          md`What is the discriminant of $x^2 + 4x + 1$?`,
          "12",
          md`Compute $b^2 - 4ac$.`,
          md`$16 - 4(1)(1) = 12$.`,
        ),
        mc(
          md`How many real solutions does $x^2 + 2x + 5 = 0$ have?`,
          ["two", "one", "none"],
          "c",
          "Look at the sign of the discriminant.",
          md`$D = 4 - 20 = -16 < 0$, so there are no real solutions.`,
        ),
        num(
          md`Solve $x^2 - 2x - 1 = 0$. Give the larger solution to two decimal places.`,
          "2.41",
          "The discriminant is not a perfect square; use a calculator at the end.",
          md`$x = 1 \pm \sqrt{2}$, and $1 + \sqrt{2} \approx 2.41$.`,
          0.005,
        ),
        tf(
          "If the discriminant is 0, the equation has exactly one real solution.",
          true,
          md`What is $\pm\sqrt{0}$?`,
          md`Adding or subtracting $\sqrt{0} = 0$ gives the same value, so there is one (repeated) root.`,
        ),
      ],
    }),
  ],
};

export const algebra1: SeedCourse = {
  slug: "algebra-1",
  title: "Algebra 1",
  subject: "Mathematics",
  gradeBand: "9-12",
  description:
    "Expressions, linear equations and inequalities, slope and linear functions, systems, and quadratic equations.",
  units: [expressions, linearEquations, linearFunctions, quadratics],
};
