/** "Python from scratch" (adult): first programs, decisions, loops, lists, functions and dictionaries. */
import { lesson, mc, md, num, short, tf } from "./helpers.ts";
import type { SeedCourse, SeedUnit } from "./types.ts";

/** A question that shows a short program after a prompt. */
function code(prompt: string, src: string): string {
  return `${prompt}\n\n\`\`\`python\n${src}\n\`\`\``;
}

/** A question that shows a short program and asks what it prints. */
function output(src: string): string {
  return code("What does this program print?", src);
}

const firstSteps: SeedUnit = {
  slug: "py-first-steps",
  title: "First steps",
  description: "Print text, store values in variables, do arithmetic and work with strings.",
  lessons: [
    lesson({
      slug: "py-print-and-strings",
      title: "Your first program: print and strings",
      summary: "Write your first Python lines with print, strings and comments.",
      difficulty: "beginner",
      estimatedMinutes: 8,
      tags: ["print", "strings", "comments", "basics"],
      prerequisites: [],
      body: md`
        ## Hello, world

        A program is a list of instructions that the computer follows **in order, from top to bottom**. The
        classic first program is one line long:

        ~~~python
        print("Hello, world!")
        ~~~

        \`print\` is a **function**: a named command. The brackets hold what you give it, and it shows that
        on the screen.

        ## Strings

        Text in Python is called a **string**. Strings go inside quotes. Single and double quotes both work, as
        long as they match:

        ~~~python
        print('Hi there')
        print("It's sunny")   # double quotes let you use an apostrophe inside
        ~~~

        Without quotes, Python thinks a word is the **name** of something. \`print(Python)\` gives a
        \`NameError\`, because nothing called \`Python\` exists yet.

        ## Several values

        Give \`print\` several values separated by commas and it prints them on one line with a **space**
        between them:

        ~~~python
        print("ab", "cd")     # ab cd
        print("Score:", 10)   # Score: 10
        ~~~

        Each \`print\` starts a new line.

        ## Comments

        Anything after a \`#\` (outside a string) is a **comment**. Python ignores it; it is a note for humans.
        You can also "switch off" a line by putting \`#\` in front of it.

        ## Capital letters matter

        Python is **case-sensitive**: \`print\` works, but \`Print\` or \`PRINT\` gives an error. And in Python 3,
        the brackets are required: \`print "hi"\` is an error.

        Type these examples into a Python editor and run them. Changing things and seeing what breaks is one of
        the best ways to learn.
      `,
      examples: [
        {
          title: "Predict the output",
          problem: md`
            What does this program show?

            ~~~python
            print("Name:", "Ada")
            # print("hidden")
            print("Done")
            ~~~
          `,
          solution: md`
            1. The first line prints two values separated by a space: \`Name: Ada\`.
            2. The second line is a comment, so nothing happens.
            3. The third line prints \`Done\` on a new line.

            Output:

            ~~~
            Name: Ada
            Done
            ~~~
          `,
        },
      ],
      deck: [
        { title: "print", body: md`\`print("Hello")\` shows text on the screen.` },
        { title: "Strings", body: "Text goes in matching quotes: 'hi' or \"hi\"." },
        { title: "Commas", body: md`\`print("ab", "cd")\` shows \`ab cd\`.` },
        { title: "Comments", body: md`Everything after \`#\` is ignored by Python.` },
        { title: "Case matters", body: md`\`print\` works; \`Print\` does not.` },
      ],
      questions: [
        short(
          output(`print("Hello, world!")`),
          "Hello, world!",
          "print shows what is inside the quotes, without the quotes.",
          "It prints the text of the string: Hello, world!",
        ),
        mc(
          "Which line prints the word Python?",
          [md`\`print("Python")\``, md`\`print(Python)\``, md`\`print("Python)\``, md`\`print "Python"\``],
          "a",
          "Check the quotes and the brackets.",
          md`Text needs matching quotes (the third line never closes its string), and Python 3 needs brackets.`,
        ),
        tf(
          md`A \`#\` outside a string starts a comment, which Python ignores.`,
          true,
          "What are comments for?",
          "Comments are notes for humans; Python skips them.",
        ),
        short(
          output(`print("ab", "cd")`),
          "ab cd",
          "What does print put between values separated by commas?",
          "print separates its values with one space.",
        ),
        num(
          md`
            How many lines of output does this program produce?

            ~~~python
            print("a")
            print("b")
            # print("c")
            ~~~
          `,
          "2",
          "Which lines actually run?",
          md`The third line is a comment, so only two lines are printed.`,
        ),
        mc(
          md`What is true about \`'hi'\` and \`"hi"\`?`,
          [
            "They are the same string",
            "Only 'hi' is a string",
            'Only "hi" is a string',
            "Neither is valid Python",
          ],
          "a",
          "Does Python care which kind of quote you use?",
          "Single and double quotes make exactly the same string.",
        ),
      ],
    }),
    lesson({
      slug: "py-variables",
      title: "Variables and types",
      summary:
        "Store values in variables, update them and recognise the basic types int, float, str and bool.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["variables", "assignment", "types"],
      prerequisites: ["py-print-and-strings"],
      body: md`
        ## A name for a value

        A **variable** is a name that refers to a value. You create one with \`=\`:

        ~~~python
        name = "Ada"
        age = 36
        print(name, age)   # Ada 36
        ~~~

        Read \`=\` as "**becomes**" or "is set to", **not** "equals". \`age = 36\` means "let age be 36".

        ## Updating

        A variable can change. The right-hand side is worked out **first**, then stored:

        ~~~python
        x = 5
        x = x + 3     # x becomes 5 + 3
        print(x)      # 8
        ~~~

        Assigning one variable to another copies the **current** value: after \`a = 4\`, \`b = a\`, \`a = 10\`,
        \`b\` is still 4.

        ## Naming rules

        - Letters, digits and underscores only: \`my_score\`, \`total2\`.
        - Cannot start with a digit: \`2score\` is an error.
        - No spaces or hyphens: \`my-score\` means "my minus score".
        - Not a Python keyword such as \`if\`, \`for\` or \`class\`.
        - Case-sensitive: \`Score\` and \`score\` are different variables.

        Choose names that explain the value: \`price\` is better than \`p\`.

        ## Basic types

        Every value has a **type**:

        | Type | Meaning | Examples |
        |---|---|---|
        | \`int\` | whole number | \`7\`, \`-3\`, \`0\` |
        | \`float\` | decimal number | \`3.5\`, \`0.1\`, \`2.0\` |
        | \`str\` | text (string) | \`"hi"\`, \`'42'\` |
        | \`bool\` | true or false | \`True\`, \`False\` |

        \`type(3.5)\` tells you the type: \`float\`. Note that \`"42"\` in quotes is a **string**, not a number.
      `,
      examples: [
        {
          title: "Trace the values",
          problem: md`
            What is printed?

            ~~~python
            a = 4
            b = a
            a = 10
            print(a, b)
            ~~~
          `,
          solution: md`
            1. \`a\` is 4.
            2. \`b\` gets the current value of \`a\`: 4.
            3. \`a\` becomes 10; \`b\` does not change.
            4. Output: \`10 4\`.
          `,
        },
      ],
      deck: [
        { title: "Assignment", body: md`\`x = 5\` means "x becomes 5".` },
        { title: "Right side first", body: md`\`x = x + 3\` adds 3 to the old value.` },
        { title: "Good names", body: md`\`my_score\` ✓ · \`2score\` ✗ · \`my-score\` ✗` },
        { title: "Types", body: md`\`int\`, \`float\`, \`str\`, \`bool\`` },
      ],
      questions: [
        num(
          output("x = 5\nx = x + 3\nprint(x)"),
          "8",
          "Work out the right-hand side using the old value of x.",
          md`\`x\` becomes \`5 + 3\`, which is 8.`,
        ),
        short(
          output(`name = "Ada"\nprint(name)`),
          "Ada",
          "print shows the value the variable refers to.",
          md`\`name\` refers to the string "Ada".`,
        ),
        mc(
          "Which is a valid variable name?",
          [md`\`my_score\``, md`\`2score\``, md`\`my-score\``, md`\`class\``],
          "a",
          "Check the naming rules: digits, hyphens and keywords.",
          md`\`2score\` starts with a digit, \`my-score\` contains a minus, \`class\` is a keyword.`,
        ),
        tf(
          md`In Python, \`=\` checks whether two values are equal.`,
          false,
          "Think of how you read x = 5.",
          md`\`=\` assigns a value; checking equality uses \`==\`.`,
        ),
        num(
          output("a = 4\nb = a\na = 10\nprint(b)"),
          "4",
          "b took a copy of a's value at that moment.",
          md`Changing \`a\` later does not change \`b\`, which is still 4.`,
        ),
        mc(
          md`What is the type of \`3.5\`?`,
          ["int", "float", "str", "bool"],
          "b",
          "It has a decimal point.",
          md`Decimal numbers are \`float\`.`,
        ),
      ],
    }),
    lesson({
      slug: "py-numbers-and-arithmetic",
      title: "Numbers and arithmetic",
      summary: "Calculate with +, -, *, /, //, % and **, and know when Python gives a float.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["arithmetic", "operators", "numbers"],
      prerequisites: ["py-variables"],
      body: md`
        ## The operators

        | Operator | Meaning | Example | Result |
        |---|---|---|---|
        | \`+\` | add | \`7 + 2\` | \`9\` |
        | \`-\` | subtract | \`7 - 2\` | \`5\` |
        | \`*\` | multiply | \`7 * 2\` | \`14\` |
        | \`/\` | divide | \`7 / 2\` | \`3.5\` |
        | \`//\` | floor division | \`7 // 2\` | \`3\` |
        | \`%\` | remainder (modulo) | \`7 % 2\` | \`1\` |
        | \`**\` | power | \`7 ** 2\` | \`49\` |

        ## Division always gives a float

        \`/\` always produces a \`float\`, even when the answer is whole: \`10 / 2\` is \`5.0\`, not \`5\`.

        ## Floor division and remainder

        \`//\` divides and **drops the fractional part** (for positive numbers). \`%\` gives what is **left over**.
        Together they are like division with a remainder:

        ~~~python
        print(17 // 5)   # 3   (5 goes into 17 three times)
        print(17 % 5)    # 2   (with 2 left over)
        ~~~

        \`%\` is very handy: \`n % 2 == 0\` tells you whether \`n\` is even.

        ## Order of operations

        Python follows the maths rules: \`**\` first, then \`*\`, \`/\`, \`//\`, \`%\`, then \`+\` and \`-\`.
        Use brackets to change the order:

        ~~~python
        print(7 + 3 * 2)     # 13
        print((7 + 3) * 2)   # 20
        ~~~

        ## Mixing ints and floats

        If either number is a \`float\`, the result is a \`float\`: \`2 + 1.5\` is \`3.5\`, and \`3 * 2.0\` is \`6.0\`.

        ## Shortcuts

        \`x += 5\` is short for \`x = x + 5\`. There are also \`-=\`, \`*=\` and \`/=\`.
      `,
      examples: [
        {
          title: "Minutes and seconds",
          problem: "Turn 200 seconds into minutes and seconds with Python.",
          solution: md`
            ~~~python
            seconds = 200
            print(seconds // 60, "min", seconds % 60, "s")
            ~~~

            1. \`200 // 60\` is \`3\` (three whole minutes).
            2. \`200 % 60\` is \`20\` (seconds left over).
            3. Output: \`3 min 20 s\`.
          `,
        },
      ],
      deck: [
        { title: "/ gives a float", body: md`\`10 / 2\` is \`5.0\`` },
        { title: "// and %", body: md`\`17 // 5\` is \`3\`; \`17 % 5\` is \`2\`` },
        { title: "Power", body: md`\`2 ** 5\` is \`32\`` },
        { title: "Order", body: md`\`7 + 3 * 2\` is \`13\`; use brackets to change it.` },
      ],
      questions: [
        num(
          output("print(7 + 3 * 2)"),
          "13",
          "Multiplication happens before addition.",
          md`\`3 * 2 = 6\`, then \`7 + 6 = 13\`.`,
        ),
        num(
          output("print(17 // 5)"),
          "3",
          "How many whole fives fit into 17?",
          md`\`//\` keeps only the whole part: 3.`,
        ),
        num(
          output("print(17 % 5)"),
          "2",
          "What is left over after taking out the fives?",
          md`\`17 = 3 * 5 + 2\`, so the remainder is 2.`,
        ),
        num(
          output("print(2 ** 5)"),
          "32",
          md`\`**\` means 'to the power of'.`,
          md`\`2 * 2 * 2 * 2 * 2 = 32\`.`,
        ),
        short(
          output("print(10 / 2)"),
          "5.0",
          md`What type does \`/\` always give?`,
          md`\`/\` always gives a float, so Python prints \`5.0\`.`,
        ),
        tf(
          md`\`10 / 2\` and \`10 // 2\` give exactly the same result in Python.`,
          false,
          "Think about the types of the results.",
          md`\`10 / 2\` is the float \`5.0\`; \`10 // 2\` is the int \`5\`.`,
        ),
        num(output("print((2 + 3) * 4)"), "20", "Brackets first.", md`\`(2 + 3) = 5\`, and \`5 * 4 = 20\`.`),
      ],
    }),
    lesson({
      slug: "py-string-operations",
      title: "Working with strings",
      summary: "Join, repeat, measure, index and slice strings, and build text with f-strings.",
      difficulty: "beginner",
      estimatedMinutes: 15,
      tags: ["strings", "indexing", "slicing", "f-strings"],
      prerequisites: ["py-numbers-and-arithmetic"],
      body: md`
        ## Joining and repeating

        \`+\` joins (concatenates) strings, and \`*\` repeats them:

        ~~~python
        print("sun" + "flower")   # sunflower
        print(3 * "ab")           # ababab
        ~~~

        \`+\` does **not** add a space for you: \`"Hi" + "Ada"\` is \`HiAda\`.

        You cannot join a string and a number: \`"Age: " + 12\` raises a \`TypeError\`. Convert first with
        \`str(12)\`, or use an f-string.

        ## Length

        \`len()\` counts the characters (spaces included): \`len("Python")\` is \`6\`, \`len("hi there")\` is \`8\`.

        ## Indexing

        Each character has a position, its **index**, starting at **0**:

        | P | y | t | h | o | n |
        |---|---|---|---|---|---|
        | 0 | 1 | 2 | 3 | 4 | 5 |
        | -6 | -5 | -4 | -3 | -2 | -1 |

        \`word[0]\` is \`"P"\`. Negative indexes count from the end: \`word[-1]\` is \`"n"\`.

        ## Slicing

        \`word[start:stop]\` takes the characters from \`start\` **up to but not including** \`stop\`:
        \`"Python"[1:4]\` is \`"yth"\`. Leave out a number to go from the start or to the end:
        \`"Python"[:2]\` is \`"Py"\`, \`"Python"[2:]\` is \`"thon"\`.

        ## Methods

        Strings have built-in **methods**, called with a dot: \`"Hi".upper()\` is \`"HI"\`,
        \`"Hi".lower()\` is \`"hi"\`, \`"  hi ".strip()\` is \`"hi"\`.

        ## f-strings

        Put an \`f\` before the quotes and write variables inside curly braces:

        ~~~python
        name = "Ada"
        age = 36
        print(f"{name} is {age} years old")   # Ada is 36 years old
        ~~~

        f-strings convert numbers for you, so they are the easiest way to mix text and values.
      `,
      examples: [
        {
          title: "Initials",
          problem: md`Print the initials of \`first = "Grace"\` and \`last = "Hopper"\`.`,
          solution: md`
            ~~~python
            first = "Grace"
            last = "Hopper"
            print(first[0] + last[0])   # GH
            ~~~

            Index 0 is the first character of each string, and \`+\` joins them.
          `,
        },
      ],
      deck: [
        { title: "+ and *", body: md`\`"sun" + "flower"\` · \`3 * "ab"\` is \`ababab\`` },
        { title: "len", body: md`\`len("Python")\` is \`6\`` },
        { title: "Index from 0", body: md`\`"Python"[0]\` is \`P\`; \`[-1]\` is \`n\`` },
        { title: "Slices", body: md`\`"Python"[1:4]\` is \`yth\` — the stop is not included.` },
        { title: "f-strings", body: md`\`f"{name} is {age}"\`` },
      ],
      questions: [
        short(
          output(`print(3 * "ab")`),
          "ababab",
          md`\`*\` repeats a string.`,
          md`"ab" repeated 3 times is ababab.`,
        ),
        short(
          output(`print("sun" + "flower")`),
          "sunflower",
          md`\`+\` joins strings without adding a space.`,
          "The two strings are joined: sunflower.",
        ),
        num(output(`print(len("Python"))`), "6", "Count the characters.", md`P-y-t-h-o-n: 6 characters.`),
        short(
          output(`word = "Python"\nprint(word[-1])`),
          "n",
          "Negative indexes count from the end.",
          md`\`[-1]\` is the last character, n.`,
        ),
        short(
          output(`print("Python"[1:4])`),
          "yth",
          "Start at index 1 and stop just before index 4.",
          md`Indexes 1, 2 and 3 are y, t and h.`,
        ),
        mc(
          md`What happens when Python runs \`print("Age: " + 12)\`?`,
          ["It raises a TypeError", "It prints Age: 12", "It prints Age: 1 2", "It prints 12"],
          "a",
          "Can + join a string and a number?",
          md`\`+\` cannot join a \`str\` and an \`int\`; use \`str(12)\` or an f-string.`,
        ),
        short(
          output(`name = "Ada"\nprint(f"Hi {name}!")`),
          "Hi Ada!",
          "The braces are replaced by the variable's value.",
          md`The f-string puts the value of \`name\` where \`{name}\` is.`,
        ),
      ],
    }),
  ],
};

const decisions: SeedUnit = {
  slug: "py-decisions",
  title: "Making decisions",
  description: "True and False, comparisons, if / elif / else and the logical operators and, or and not.",
  lessons: [
    lesson({
      slug: "py-booleans-and-comparisons",
      title: "Booleans and comparisons",
      summary: "Compare values with operators such as ==, < and >= to get True or False.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["booleans", "comparisons", "operators"],
      prerequisites: ["py-variables"],
      body: md`
        ## True and False

        A **Boolean** (type \`bool\`) has only two possible values: \`True\` and \`False\`. They are written with a
        capital letter and no quotes. Booleans are the answers to yes/no questions, and they let programs make
        decisions.

        ## Comparison operators

        | Operator | Meaning | Example | Result |
        |---|---|---|---|
        | \`==\` | equal to | \`5 == 5\` | \`True\` |
        | \`!=\` | not equal to | \`5 != 3\` | \`True\` |
        | \`<\` | less than | \`3 < 2\` | \`False\` |
        | \`>\` | greater than | \`3 > 2\` | \`True\` |
        | \`<=\` | less than or equal to | \`10 <= 9\` | \`False\` |
        | \`>=\` | greater than or equal to | \`4 >= 4\` | \`True\` |

        ## = versus ==

        This is the most common beginner mix-up:

        - \`x = 3\` **stores** 3 in \`x\` (assignment).
        - \`x == 3\` **asks** whether \`x\` equals 3 (comparison) and gives \`True\` or \`False\`.

        ## Comparing numbers and strings

        Numbers compare by value, even across types: \`5 == 5.0\` is \`True\`.

        Strings compare letter by letter, and **case matters**: \`"cat" == "Cat"\` is \`False\`. A number and a
        string are never equal: \`5 == "5"\` is \`False\`.

        ## Storing results

        A comparison is an expression like any other, so you can store or print its result:

        ~~~python
        age = 15
        is_teen = age >= 13
        print(is_teen)            # True
        print(len("hi") == 2)     # True
        ~~~

        Python can even chain comparisons the way maths does: \`1 < x < 10\` checks that \`x\` is between 1 and 10.
      `,
      examples: [
        {
          title: "Predict the results",
          problem: md`
            What does this print?

            ~~~python
            a = 7
            print(a > 5, a == 8, a != 8)
            ~~~
          `,
          solution: md`
            1. \`7 > 5\` is \`True\`.
            2. \`7 == 8\` is \`False\`.
            3. \`7 != 8\` is \`True\`.
            4. Output: \`True False True\`.
          `,
        },
      ],
      deck: [
        { title: "Booleans", body: md`\`True\` and \`False\` — capital letters, no quotes.` },
        { title: "== and !=", body: "Equal to and not equal to." },
        { title: "= vs ==", body: md`\`=\` stores; \`==\` compares.` },
        { title: "Case matters", body: md`\`"cat" == "Cat"\` is \`False\`.` },
      ],
      questions: [
        short(
          output("print(3 > 2)"),
          "True",
          "Is 3 greater than 2?",
          "The comparison is true, so Python prints True.",
        ),
        short(
          output("print(5 == 5.0)"),
          "True",
          "Numbers compare by value.",
          md`5 and 5.0 have the same value, so \`==\` gives True.`,
        ),
        short(
          output(`print("cat" == "Cat")`),
          "False",
          "Do capital letters matter in Python?",
          "String comparison is case-sensitive, so they are not equal.",
        ),
        mc(
          "Which operator means 'not equal to'?",
          [md`\`!=\``, md`\`<>\``, md`\`=!\``, md`\`=/=\``],
          "a",
          "It combines an exclamation mark and an equals sign.",
          md`\`!=\` means not equal to.`,
        ),
        tf(
          md`\`x = 3\` compares \`x\` with 3.`,
          false,
          "How many equals signs does a comparison use?",
          md`\`x = 3\` stores 3 in x; comparing uses \`x == 3\`.`,
        ),
        short(
          output("print(10 <= 9)"),
          "False",
          "Is 10 less than or equal to 9?",
          "10 is neither less than nor equal to 9.",
        ),
      ],
    }),
    lesson({
      slug: "py-if-elif-else",
      title: "if, elif and else",
      summary: "Run different code depending on conditions, using indentation to mark each block.",
      difficulty: "beginner",
      estimatedMinutes: 15,
      tags: ["conditionals", "if", "indentation"],
      prerequisites: ["py-booleans-and-comparisons"],
      body: md`
        ## if

        An \`if\` statement runs a block of code **only when** its condition is \`True\`:

        ~~~python
        temperature = 30
        if temperature > 25:
            print("It's hot!")
        print("Done")
        ~~~

        Two things matter:

        1. The line with the condition ends with a **colon** \`:\`.
        2. The block underneath is **indented** (4 spaces is the standard). Indentation is how Python knows
           which lines belong to the \`if\`. \`print("Done")\` is not indented, so it always runs.

        ## else

        \`else\` gives the code to run when the condition is \`False\`:

        ~~~python
        if age >= 18:
            print("adult")
        else:
            print("minor")
        ~~~

        ## elif

        For more than two cases, add \`elif\` ("else if"). Python checks the conditions **from top to bottom** and
        runs **only the first** block whose condition is true; the rest are skipped.

        ~~~python
        score = 75
        if score >= 90:
            print("A")
        elif score >= 70:
            print("B")
        elif score >= 50:
            print("C")
        else:
            print("D")
        ~~~

        This prints \`B\`. Even though \`75 >= 50\` is also true, that branch is never checked.

        ## Separate ifs are different

        Two separate \`if\` statements are checked **independently**, so both can run. With \`temp = 30\`,
        \`if temp > 20: print("warm")\` followed by \`if temp > 25: print("hot")\` prints **both** lines. Use
        \`elif\` when only one option should happen.

        ## Order matters

        In an \`elif\` chain, put the most specific condition first. Checking \`score >= 50\` before
        \`score >= 90\` would give a C to everyone who scored 90 or more!
      `,
      examples: [
        {
          title: "Even or odd",
          problem: "Write a program that prints whether the number n is even or odd.",
          solution: md`
            ~~~python
            n = 7
            if n % 2 == 0:
                print("even")
            else:
                print("odd")
            ~~~

            \`7 % 2\` is 1, so the condition is \`False\` and the program prints \`odd\`.
          `,
        },
      ],
      deck: [
        { title: "Colon and indent", body: md`\`if x > 3:\` then an indented block.` },
        { title: "else", body: "Runs when the condition is False." },
        { title: "elif", body: "Checked top to bottom; only the first true branch runs." },
        { title: "Separate ifs", body: md`Two \`if\`s can both run; \`elif\` picks one.` },
      ],
      questions: [
        short(
          output(`x = 7\nif x > 5:\n    print("big")\nelse:\n    print("small")`),
          "big",
          "Is 7 greater than 5?",
          md`The condition is True, so the \`if\` block runs.`,
        ),
        short(
          output(
            `score = 75\nif score >= 90:\n    print("A")\nelif score >= 70:\n    print("B")\nelif score >= 50:\n    print("C")\nelse:\n    print("D")`,
          ),
          "B",
          "Check the conditions from the top; stop at the first true one.",
          md`75 is not >= 90 but is >= 70, so B is printed and the rest is skipped.`,
        ),
        mc(
          md`
            What is missing in this code?

            ~~~python
            if x > 3
                print(x)
            ~~~
          `,
          [
            "a colon after the condition",
            "brackets around print",
            "an else branch",
            "a semicolon after print(x)",
          ],
          "a",
          "Look at the end of the first line.",
          md`The \`if\` line must end with a colon: \`if x > 3:\``,
        ),
        tf(
          md`In an \`if\` / \`elif\` / \`else\` chain, only the first branch whose condition is true runs.`,
          true,
          "What happens after one branch runs?",
          "Once a branch runs, the rest of the chain is skipped.",
        ),
        num(
          md`
            How many lines does this program print?

            ~~~python
            temp = 30
            if temp > 20:
                print("warm")
            if temp > 25:
                print("hot")
            ~~~
          `,
          "2",
          md`These are two separate \`if\` statements, not an \`elif\`.`,
          "Both conditions are true and both are checked, so warm and hot are printed.",
        ),
        num(
          "How many spaces are the standard indentation for a block in Python?",
          "4",
          "It is the number recommended by Python's style guide, PEP 8.",
          "Four spaces per indentation level is the standard.",
        ),
      ],
    }),
    lesson({
      slug: "py-logical-operators",
      title: "and, or, not",
      summary: "Combine conditions with and, or and not.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["booleans", "logic", "conditions"],
      prerequisites: ["py-if-elif-else"],
      body: md`
        ## Combining conditions

        Real decisions often depend on more than one thing. Python has three **logical operators**:

        - \`a and b\` is \`True\` only when **both** are true.
        - \`a or b\` is \`True\` when **at least one** is true.
        - \`not a\` flips the value: \`not True\` is \`False\`.

        | \`a\` | \`b\` | \`a and b\` | \`a or b\` |
        |---|---|---|---|
        | True | True | True | True |
        | True | False | False | True |
        | False | True | False | True |
        | False | False | False | False |

        ## Examples

        ~~~python
        age = 15
        print(age >= 13 and age <= 19)   # True: a teenager
        day = "Sat"
        print(day == "Sat" or day == "Sun")   # True: the weekend
        print(not day == "Mon")          # True
        ~~~

        ## Between two values

        To check that \`x\` is between 1 and 10 (inclusive), use \`x >= 1 and x <= 10\`, or Python's chained
        form \`1 <= x <= 10\`. Using \`or\` here would be a bug: every number is either at least 1 **or** at most 10!

        ## A common mistake

        \`day == "Sat" or "Sun"\` does **not** do what it looks like. Python reads it as
        \`(day == "Sat") or ("Sun")\`, and a non-empty string counts as true. Always write the full comparison on
        both sides: \`day == "Sat" or day == "Sun"\`.

        ## Order

        \`not\` is applied first, then \`and\`, then \`or\`. Use brackets when in doubt — they make your intention
        clear to the reader too.

        ## De Morgan's laws

        \`not (a and b)\` is the same as \`(not a) or (not b)\`, and \`not (a or b)\` is the same as
        \`(not a) and (not b)\`. They help you rewrite conditions more clearly.
      `,
      examples: [
        {
          title: "Ticket price",
          problem:
            "A cinema gives a discount to children under 12 or adults 65 and over. Write the condition.",
          solution: md`
            ~~~python
            if age < 12 or age >= 65:
                print("discount")
            ~~~

            Either condition is enough, so we use \`or\`. For \`age = 70\`, the second part is true, so the
            discount applies.
          `,
        },
      ],
      deck: [
        { title: "and", body: "True only if both sides are true." },
        { title: "or", body: "True if at least one side is true." },
        { title: "not", body: md`Flips the value: \`not True\` is \`False\`.` },
        { title: "Full comparisons", body: md`\`day == "Sat" or day == "Sun"\`` },
      ],
      questions: [
        short(
          output("print(True and False)"),
          "False",
          md`\`and\` needs both sides to be true.`,
          md`One side is False, so \`and\` gives False.`,
        ),
        short(
          output("print(True or False)"),
          "True",
          md`\`or\` needs at least one true side.`,
          md`One side is True, so \`or\` gives True.`,
        ),
        short(output("print(not True)"), "False", md`\`not\` flips the value.`, "not True is False."),
        short(
          output("age = 15\nprint(age >= 13 and age <= 19)"),
          "True",
          "Check each comparison separately.",
          "15 >= 13 is True and 15 <= 19 is True, so the result is True.",
        ),
        mc(
          md`Which condition is true exactly when \`x\` is between 1 and 10, including 1 and 10?`,
          [
            md`\`x >= 1 and x <= 10\``,
            md`\`x >= 1 or x <= 10\``,
            md`\`not x > 1\``,
            md`\`x > 1 and x < 10\``,
          ],
          "a",
          "Both limits must hold, and the limits themselves count.",
          md`\`and\` requires both; \`or\` is true for every number, and \`>\`/\`<\` would exclude 1 and 10.`,
        ),
        tf(
          md`\`not (a and b)\` gives the same result as \`(not a) or (not b)\`.`,
          true,
          "Try all four combinations of a and b.",
          "This is one of De Morgan's laws.",
        ),
      ],
    }),
  ],
};

const loops: SeedUnit = {
  slug: "py-loops",
  title: "Loops",
  description: "Repeat code with for and while, and the classic loop patterns: totals, counts and maximums.",
  lessons: [
    lesson({
      slug: "py-for-loops-range",
      title: "for loops and range",
      summary: "Repeat code for every item of a sequence, and count with range.",
      difficulty: "beginner",
      estimatedMinutes: 15,
      tags: ["loops", "for", "range"],
      prerequisites: ["py-if-elif-else", "py-string-operations"],
      body: md`
        ## Doing something for each item

        A \`for\` loop runs its indented block once **for each item** in a sequence. The loop variable takes each
        item in turn:

        ~~~python
        for letter in "cat":
            print(letter)
        ~~~

        This prints \`c\`, \`a\` and \`t\` on three lines.

        ## range

        \`range\` produces a sequence of whole numbers, perfect for counting:

        - \`range(5)\` → 0, 1, 2, 3, 4 (five numbers, **starting at 0**, stopping **before** 5).
        - \`range(2, 8)\` → 2, 3, 4, 5, 6, 7 (from 2 up to but not including 8).
        - \`range(0, 10, 3)\` → 0, 3, 6, 9 (the third number is the **step**).
        - \`range(5, 0, -1)\` → 5, 4, 3, 2, 1 (counting down).

        The stop value is **never included** — just like slicing.

        ## Repeating n times

        To repeat something a fixed number of times:

        ~~~python
        for i in range(3):
            print("hi")
        ~~~

        prints \`hi\` three times (with \`i\` being 0, then 1, then 2).

        ## Using the loop variable

        ~~~python
        total = 0
        for i in range(1, 5):
            total += i
        print(total)   # 1 + 2 + 3 + 4 = 10
        ~~~

        Notice that \`print(total)\` is **not indented**, so it runs once, after the loop has finished.

        ## Staying on one line

        \`print\` normally starts a new line. \`print(x, end="")\` prints without a line break, so
        \`for ch in "cat": print(ch, end="")\` shows \`cat\` on one line.

        \`list(range(...))\` turns a range into a list so you can see all of its numbers at once.
      `,
      examples: [
        {
          title: "A times table",
          problem: "Print the 7 times table from 7 × 1 to 7 × 5.",
          solution: md`
            ~~~python
            for n in range(1, 6):
                print(7, "x", n, "=", 7 * n)
            ~~~

            \`range(1, 6)\` gives 1 to 5. The last line printed is \`7 x 5 = 35\`.
          `,
        },
      ],
      deck: [
        { title: "for", body: md`\`for item in sequence:\` runs the block once per item.` },
        { title: "range(n)", body: md`0 up to n − 1: \`range(5)\` is 0, 1, 2, 3, 4.` },
        { title: "Start and stop", body: md`\`range(2, 8)\` is 2 to 7; the stop is excluded.` },
        { title: "Step", body: md`\`range(0, 10, 3)\` is 0, 3, 6, 9.` },
      ],
      questions: [
        num(
          md`How many numbers does \`range(5)\` produce?`,
          "5",
          "It starts at 0 and stops before 5.",
          "0, 1, 2, 3, 4: five numbers.",
        ),
        num(
          md`What is the last number produced by \`range(2, 8)\`?`,
          "7",
          "Is the stop value included?",
          "The stop, 8, is excluded, so the last number is 7.",
        ),
        short(
          output(`for letter in "cat":\n    print(letter, end="")`),
          "cat",
          md`\`end=""\` stops print from starting a new line.`,
          "Each letter is printed in turn with no line breaks: cat.",
        ),
        num(
          output("total = 0\nfor i in range(1, 5):\n    total += i\nprint(total)"),
          "10",
          md`List the values of \`i\`, then add them up.`,
          md`\`i\` is 1, 2, 3, 4 and \`1 + 2 + 3 + 4 = 10\`.`,
        ),
        mc(
          md`What is \`list(range(0, 10, 3))\`?`,
          ["[0, 3, 6, 9]", "[0, 3, 6, 9, 12]", "[3, 6, 9]", "[0, 3, 6]"],
          "a",
          "Start at 0 and add 3 each time while staying below 10.",
          "0, 3, 6, 9 — the next value, 12, is not below 10.",
        ),
        tf(
          md`\`range(3)\` starts at 1.`,
          false,
          "Where does range start by default?",
          md`\`range(3)\` is 0, 1, 2.`,
        ),
        num(
          code("How many times does this program print hi?", `for i in range(3):\n    print("hi")`),
          "3",
          md`How many numbers are in \`range(3)\`?`,
          "The loop runs once for each of 0, 1 and 2.",
        ),
      ],
    }),
    lesson({
      slug: "py-while-loops",
      title: "while loops",
      summary: "Repeat code as long as a condition stays true, and stop loops with break.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["loops", "while", "break"],
      prerequisites: ["py-for-loops-range"],
      body: md`
        ## Repeat while…

        A \`while\` loop repeats its block **as long as** its condition is \`True\`. Python checks the condition
        **before** each round:

        ~~~python
        n = 3
        while n > 0:
            print(n)
            n -= 1
        print("Lift off!")
        ~~~

        This prints 3, 2, 1 and then \`Lift off!\`.

        If the condition is false at the start, the body runs **zero** times.

        ## for or while?

        - Use \`for\` when you know what to loop over: each item of a list, or a fixed number of times.
        - Use \`while\` when you don't know in advance how many rounds you need: "keep doubling until it passes
          20", "keep asking until the answer is valid".

        ## Infinite loops

        Something inside the loop must eventually make the condition false. This loop never ends, because
        \`x\` never changes:

        ~~~python
        x = 0
        while x < 5:
            print(x)     # forgot x += 1
        ~~~

        If your program seems stuck, stop it (often with **Ctrl+C**) and check that the loop variable is updated.

        ## break

        \`break\` leaves a loop immediately. It is often used with \`while True\`, a loop that would otherwise run
        forever:

        ~~~python
        i = 0
        while True:
            i += 1
            if i == 4:
                break
        print(i)   # 4
        ~~~

        ## Tracing

        To predict what a loop does, make a table with one column per variable and write the values after each
        round. Doubling from 1 while \`n < 20\` gives 2, 4, 8, 16, 32 — and stops at 32 because \`32 < 20\` is false.
      `,
      examples: [
        {
          title: "Trace a loop",
          problem: md`
            What does this print?

            ~~~python
            count = 10
            while count > 0:
                count -= 3
            print(count)
            ~~~
          `,
          solution: md`
            1. \`count\`: 10 → 7 → 4 → 1 → −2.
            2. Each time, check \`count > 0\` first: 7, 4 and 1 are positive, so the loop continues; −2 is not.
            3. The loop stops and prints \`-2\`.
          `,
        },
      ],
      deck: [
        { title: "while", body: "Repeats as long as the condition is True." },
        { title: "Checked first", body: "A false condition at the start means zero rounds." },
        { title: "Change something", body: "Update the loop variable or the loop never ends." },
        { title: "break", body: "Leaves the loop immediately." },
      ],
      questions: [
        num(
          output("n = 1\nwhile n < 20:\n    n = n * 2\nprint(n)"),
          "32",
          "Trace n: it doubles each round while it is below 20.",
          "n goes 1, 2, 4, 8, 16, 32; 32 is not below 20, so the loop stops.",
        ),
        num(
          output("count = 10\nwhile count > 0:\n    count -= 3\nprint(count)"),
          "-2",
          "Subtract 3 each round and check the condition before the next round.",
          "10, 7, 4, 1, -2: the loop stops once count is not above 0.",
        ),
        mc(
          md`
            What is wrong with this loop?

            ~~~python
            x = 0
            while x < 5:
                print(x)
            ~~~
          `,
          [
            "x never changes, so the loop never ends",
            "while loops cannot use <",
            "print cannot be used inside a loop",
            "Nothing: it prints 0 to 4",
          ],
          "a",
          "Will the condition ever become False?",
          md`x stays 0 forever; it needs \`x += 1\` inside the loop.`,
        ),
        num(
          output("i = 0\nwhile True:\n    i += 1\n    if i == 4:\n        break\nprint(i)"),
          "4",
          md`\`break\` leaves the loop at once.`,
          "i counts up 1, 2, 3, 4 and the loop breaks when i is 4.",
        ),
        tf(
          md`The body of a \`while\` loop may run zero times.`,
          true,
          "When is the condition checked?",
          "If the condition is False at the start, the body never runs.",
        ),
        num(
          code(
            "How many times does this program print hi?",
            `n = 3\nwhile n > 0:\n    print("hi")\n    n -= 1`,
          ),
          "3",
          "Trace n: how many times is it above 0?",
          "n is 3, 2 and 1 when the body runs: three times.",
        ),
      ],
    }),
    lesson({
      slug: "py-loop-patterns",
      title: "Loop patterns: totals, counts and maximums",
      summary: "Use the accumulator, counter and running-maximum patterns that solve most loop problems.",
      difficulty: "intermediate",
      estimatedMinutes: 20,
      tags: ["loops", "patterns", "accumulator", "algorithms"],
      prerequisites: ["py-while-loops", "py-logical-operators"],
      body: md`
        ## Three patterns you will use again and again

        Most loop problems are variations of a few patterns. Each one has the same shape: **set up** a variable
        before the loop, **update** it inside the loop, **use** it after the loop.

        ## 1. The accumulator (total)

        ~~~python
        nums = [4, 7, 1, 9]
        total = 0               # set up
        for n in nums:
            total += n          # update
        print(total)            # use: 21
        ~~~

        For a product, start at **1**, not 0 (anything times 0 is 0):

        ~~~python
        product = 1
        for i in range(1, 5):
            product *= i        # 1 * 2 * 3 * 4
        print(product)          # 24
        ~~~

        ## 2. The counter

        Count the items that pass a test:

        ~~~python
        count = 0
        for ch in "banana":
            if ch == "a":
                count += 1
        print(count)            # 3
        ~~~

        ## 3. The running maximum

        Keep the biggest value seen so far:

        ~~~python
        nums = [3, 8, 2, 5]
        biggest = nums[0]       # start with a real item
        for n in nums:
            if n > biggest:
                biggest = n
        print(biggest)          # 8
        ~~~

        Starting with \`biggest = 0\` looks tempting but is a bug: if every number is negative, the answer would
        wrongly be 0. Starting with the first item always works.

        ## Building strings

        Accumulators work with strings too. Adding each character to the **front** reverses a word:

        ~~~python
        result = ""
        for ch in "abc":
            result = ch + result
        print(result)           # cba
        ~~~

        Python has shortcuts — \`sum\`, \`max\`, \`.count()\` — but knowing the patterns lets you solve the problems
        the shortcuts don't cover.
      `,
      examples: [
        {
          title: "Average",
          problem: "Compute the average of the scores 12, 15, 9 and 20 with a loop.",
          solution: md`
            ~~~python
            scores = [12, 15, 9, 20]
            total = 0
            count = 0
            for s in scores:
                total += s
                count += 1
            print(total / count)   # 14.0
            ~~~

            The total is 56 and the count is 4, so the average is \`56 / 4 = 14.0\`.
          `,
        },
      ],
      deck: [
        { title: "Shape", body: "Set up before, update inside, use after." },
        { title: "Accumulator", body: md`\`total = 0\` then \`total += n\`. For products start at 1.` },
        { title: "Counter", body: md`\`count += 1\` when an item passes the test.` },
        { title: "Running max", body: "Start with the first item, not 0." },
      ],
      questions: [
        num(
          output("nums = [4, 7, 1, 9]\ntotal = 0\nfor n in nums:\n    total += n\nprint(total)"),
          "21",
          "Add every number in the list.",
          md`\`4 + 7 + 1 + 9 = 21\`.`,
        ),
        num(
          output(`count = 0\nfor ch in "banana":\n    if ch == "a":\n        count += 1\nprint(count)`),
          "3",
          "How many letters a are in banana?",
          "b-a-n-a-n-a contains three a's.",
        ),
        num(
          output(
            "biggest = 0\nfor n in [3, 8, 2, 5]:\n    if n > biggest:\n        biggest = n\nprint(biggest)",
          ),
          "8",
          "Trace biggest as each number is checked.",
          "biggest becomes 3, then 8, and no later number beats 8.",
        ),
        short(
          output(`result = ""\nfor ch in "abc":\n    result = ch + result\nprint(result)`),
          "cba",
          "Each new character goes in front of what is already there.",
          "result goes a, ba, cba.",
        ),
        num(
          output("product = 1\nfor i in range(1, 5):\n    product *= i\nprint(product)"),
          "24",
          "Multiply 1, 2, 3 and 4.",
          md`\`1 * 2 * 3 * 4 = 24\`.`,
        ),
        tf(
          "An accumulator variable must be given a starting value before the loop.",
          true,
          "What would total += n do if total did not exist yet?",
          md`Without a starting value, \`total += n\` raises a NameError.`,
        ),
        mc(
          md`Why is \`biggest = 0\` a risky starting value when looking for the largest number in a list?`,
          [
            "If all the numbers are negative, it wrongly gives 0",
            "Python does not allow 0 as a starting value",
            "It makes the loop run forever",
            "It only works for lists of strings",
          ],
          "a",
          "Try the list [-5, -2, -9].",
          "No negative number is bigger than 0, so biggest would stay 0, which is not in the list.",
        ),
      ],
    }),
  ],
};

const dataFunctions: SeedUnit = {
  slug: "py-data-functions",
  title: "Lists, functions and dictionaries",
  description: "Store many values in lists and dictionaries, and package code into reusable functions.",
  lessons: [
    lesson({
      slug: "py-lists",
      title: "Lists",
      summary: "Store many values in one list, read them by index, change them and add to them.",
      difficulty: "beginner",
      estimatedMinutes: 15,
      tags: ["lists", "indexing", "data structures"],
      prerequisites: ["py-for-loops-range"],
      body: md`
        ## Many values, one name

        A **list** holds several values in order, inside square brackets and separated by commas:

        ~~~python
        colors = ["red", "green", "blue"]
        scores = [12, 15, 9]
        mixed = ["Ada", 36, True]     # lists can mix types
        empty = []
        ~~~

        ## Indexes

        Like characters in a string, list items are numbered from **0**:

        ~~~python
        print(colors[0])    # red
        print(colors[1])    # green
        print(colors[-1])   # blue (the last item)
        ~~~

        Asking for an index that does not exist, such as \`colors[3]\`, raises an \`IndexError\`.

        ## Length and membership

        - \`len(colors)\` is \`3\`.
        - \`"blue" in colors\` is \`True\`; \`"pink" in colors\` is \`False\`.

        ## Changing a list

        Unlike strings, lists can be **changed** after they are created:

        ~~~python
        nums = [10, 20, 30]
        nums[0] = 5          # replace an item → [5, 20, 30]
        nums.append(40)      # add to the end   → [5, 20, 30, 40]
        ~~~

        \`append\` is a **method**: a function that belongs to the list and is called with a dot.

        ## Looping over a list

        \`for\` works directly on lists — no index needed:

        ~~~python
        for c in colors:
            print(c.upper())
        ~~~

        If you need the positions too, loop over \`range(len(colors))\`.

        ## Building a list in a loop

        Start with an empty list and append:

        ~~~python
        squares = []
        for n in range(1, 4):
            squares.append(n * n)
        print(squares)       # [1, 4, 9]
        ~~~
      `,
      examples: [
        {
          title: "Change and read",
          problem: md`
            What does this print?

            ~~~python
            nums = [10, 20, 30]
            nums[0] = 5
            nums.append(40)
            print(len(nums), nums[0] + nums[-1])
            ~~~
          `,
          solution: md`
            1. After \`nums[0] = 5\`: \`[5, 20, 30]\`.
            2. After \`append(40)\`: \`[5, 20, 30, 40]\`.
            3. \`len(nums)\` is 4 and \`nums[0] + nums[-1]\` is \`5 + 40 = 45\`.
            4. Output: \`4 45\`.
          `,
        },
      ],
      deck: [
        { title: "Lists", body: md`\`colors = ["red", "green", "blue"]\`` },
        { title: "Index from 0", body: md`\`colors[0]\` is "red"; \`colors[-1]\` is "blue".` },
        { title: "Change", body: md`\`nums[0] = 5\` replaces an item.` },
        { title: "append", body: md`\`nums.append(40)\` adds to the end.` },
        { title: "in", body: md`\`"blue" in colors\` is \`True\`.` },
      ],
      questions: [
        short(
          output(`colors = ["red", "green", "blue"]\nprint(colors[1])`),
          "green",
          "Indexes start at 0.",
          md`Index 0 is red, index 1 is green.`,
        ),
        num(
          output("print(len([3, 1, 4, 1, 5]))"),
          "5",
          "Count the items, including repeats.",
          "The list has five items.",
        ),
        num(
          output("nums = [1, 2]\nnums.append(3)\nprint(len(nums))"),
          "3",
          md`\`append\` adds one item.`,
          md`The list becomes \`[1, 2, 3]\`, which has 3 items.`,
        ),
        short(
          output(`print("blue" in ["red", "blue"])`),
          "True",
          md`\`in\` checks whether the value is in the list.`,
          `"blue" is in the list, so the result is True.`,
        ),
        num(
          output("nums = [10, 20, 30]\nnums[0] = 5\nprint(nums[0] + nums[-1])"),
          "35",
          "Update the first item, then add the first and last.",
          md`The list is \`[5, 20, 30]\`, and \`5 + 30 = 35\`.`,
        ),
        mc(
          "What is the index of the first item of a list?",
          ["0", "1", "-1", "It depends on the list"],
          "a",
          "Think of colors[0].",
          "Python counts positions from 0.",
        ),
        tf(
          "Lists can be changed after they are created.",
          true,
          "Think of append and nums[0] = 5.",
          "Lists are mutable: you can replace, add and remove items.",
        ),
      ],
    }),
    lesson({
      slug: "py-list-slicing-and-methods",
      title: "Slicing lists and list tools",
      summary: "Slice lists, sort them, and use sum, min, max and pop.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["lists", "slicing", "sorting", "methods"],
      prerequisites: ["py-lists", "py-loop-patterns"],
      body: md`
        ## Slicing

        Slices work on lists exactly as on strings: \`items[start:stop]\` gives a **new list** from \`start\` up to
        but not including \`stop\`.

        ~~~python
        letters = ["a", "b", "c", "d", "e"]
        print(letters[1:4])    # ['b', 'c', 'd']
        print(letters[:2])     # ['a', 'b']
        print(letters[3:])     # ['d', 'e']
        print(letters[::-1])   # ['e', 'd', 'c', 'b', 'a']
        ~~~

        The optional third number is the **step**; a step of \`-1\` walks backwards, reversing the list.

        ## Built-in helpers

        - \`sum([2, 4, 6])\` → \`12\`
        - \`min([7, 3, 9])\` → \`3\`, \`max([7, 3, 9])\` → \`9\`
        - \`len(...)\` → number of items

        These replace the accumulator and running-maximum loops in everyday code.

        ## Sorting: two ways

        - \`nums.sort()\` sorts the list **in place**: the list itself changes, and the method returns \`None\`.
        - \`sorted(nums)\` returns a **new** sorted list and leaves \`nums\` unchanged.

        ~~~python
        nums = [5, 2, 8]
        print(sorted(nums))   # [2, 5, 8]
        print(nums)           # [5, 2, 8]   unchanged
        nums.sort()
        print(nums)           # [2, 5, 8]
        ~~~

        A classic bug is \`nums = nums.sort()\`, which replaces your list with \`None\`.

        Add \`reverse=True\` to sort from largest to smallest: \`sorted(nums, reverse=True)\`.

        ## Removing items

        - \`nums.pop()\` removes **and returns** the last item.
        - \`nums.pop(0)\` removes and returns the first item.
        - \`nums.remove(8)\` removes the first item equal to 8.
        - \`nums.insert(0, 99)\` puts 99 at index 0.
      `,
      examples: [
        {
          title: "Top three",
          problem: "Print the three highest scores from [12, 31, 7, 25, 19].",
          solution: md`
            ~~~python
            scores = [12, 31, 7, 25, 19]
            top = sorted(scores, reverse=True)[:3]
            print(top)   # [31, 25, 19]
            ~~~

            Sort from highest to lowest, then slice the first three items.
          `,
        },
      ],
      deck: [
        { title: "Slices", body: md`\`items[1:4]\` — stop not included.` },
        { title: "Reverse", body: md`\`items[::-1]\`` },
        { title: "sum, min, max", body: md`\`sum([2, 4, 6])\` is 12.` },
        { title: "sort vs sorted", body: md`\`.sort()\` changes the list; \`sorted()\` returns a new one.` },
        { title: "pop", body: "Removes and returns the last item." },
      ],
      questions: [
        num(output("print(sum([2, 4, 6]))"), "12", "Add all the items.", md`\`2 + 4 + 6 = 12\`.`),
        num(
          output("print(max([7, 3, 9, 1]))"),
          "9",
          "Which item is largest?",
          md`\`max\` returns the largest item, 9.`,
        ),
        num(
          output("nums = [5, 2, 8]\nnums.sort()\nprint(nums[0])"),
          "2",
          md`After \`sort()\`, what comes first?`,
          md`The sorted list is \`[2, 5, 8]\`.`,
        ),
        num(
          output(`letters = ["a", "b", "c", "d", "e"]\nprint(len(letters[1:4]))`),
          "3",
          "Which indexes does the slice include?",
          "Indexes 1, 2 and 3: three items.",
        ),
        short(
          output(`print(["a", "b", "c", "d"][::-1][0])`),
          "d",
          md`\`[::-1]\` reverses the list; then take the first item.`,
          md`The reversed list starts with "d".`,
        ),
        mc(
          md`What is the difference between \`nums.sort()\` and \`sorted(nums)\`?`,
          [
            md`\`sort()\` changes the list; \`sorted()\` returns a new sorted list`,
            md`\`sorted()\` changes the list; \`sort()\` returns a new sorted list`,
            "They are exactly the same",
            md`\`sort()\` only works on strings`,
          ],
          "a",
          "Which one leaves the original list unchanged?",
          md`\`.sort()\` sorts in place and returns None; \`sorted()\` builds a new list.`,
        ),
        num(
          output("nums = [1, 2, 3]\nx = nums.pop()\nprint(x + len(nums))"),
          "5",
          md`\`pop()\` returns the last item and removes it.`,
          md`\`x\` is 3 and the list now has 2 items: \`3 + 2 = 5\`.`,
        ),
      ],
    }),
    lesson({
      slug: "py-functions",
      title: "Writing functions",
      summary: "Package code into named functions with parameters and return values.",
      difficulty: "intermediate",
      estimatedMinutes: 20,
      tags: ["functions", "parameters", "return"],
      prerequisites: ["py-if-elif-else"],
      body: md`
        ## Why functions?

        A **function** is a named, reusable block of code. You have already used built-in ones: \`print\`,
        \`len\`, \`sum\`. Writing your own avoids repeating code and gives a name to an idea.

        ## Defining and calling

        ~~~python
        def double(n):
            return n * 2

        print(double(7))    # 14
        print(double(10))   # 20
        ~~~

        - \`def\` starts the definition, followed by the name, the **parameters** in brackets, and a colon.
        - The body is indented.
        - \`return\` sends a value back to the caller and ends the function.

        Defining a function does **not** run it. The body runs only when the function is **called**:
        \`double(7)\`. The value in the call, \`7\`, is the **argument**; inside, the parameter \`n\` refers to it.

        ## Several parameters

        ~~~python
        def area(width, height):
            return width * height

        print(area(3, 4) + 1)   # 13
        ~~~

        Arguments are matched to parameters **in order**.

        ## Default values

        A parameter can have a default, used when the caller leaves it out:

        ~~~python
        def greet(name="friend"):
            return "Hi " + name

        print(greet())        # Hi friend
        print(greet("Ada"))   # Hi Ada
        ~~~

        ## return versus print

        \`print\` **shows** a value on the screen; \`return\` **gives** the value back so the program can use it
        — store it, add to it, pass it on. A function with no \`return\` returns the special value \`None\`.

        ## Calling functions inside calls

        \`f(f(1))\` works from the inside out: first \`f(1)\`, then \`f\` of that result.

        ## Good habits

        Give functions verb names (\`calculate_total\`, \`is_even\`), keep them short, and make each do one job.
      `,
      examples: [
        {
          title: "A yes/no function",
          problem: "Write a function is_even(n) that returns True for even numbers, and use it.",
          solution: md`
            ~~~python
            def is_even(n):
                return n % 2 == 0

            print(is_even(4))   # True
            print(is_even(7))   # False
            ~~~

            The comparison \`n % 2 == 0\` is already True or False, so we can return it directly.
          `,
        },
      ],
      deck: [
        { title: "def", body: md`\`def name(parameters):\` then an indented body.` },
        { title: "return", body: "Sends a value back and ends the function." },
        { title: "Call it", body: md`Defining doesn't run it; \`double(7)\` does.` },
        { title: "Defaults", body: md`\`def greet(name="friend"):\`` },
        { title: "No return", body: md`The function returns \`None\`.` },
      ],
      questions: [
        num(
          output("def double(n):\n    return n * 2\n\nprint(double(7))"),
          "14",
          "n takes the value 7.",
          md`\`7 * 2 = 14\`.`,
        ),
        num(
          output("def area(w, h):\n    return w * h\n\nprint(area(3, 4) + 1)"),
          "13",
          "Work out the call first, then add 1.",
          md`\`area(3, 4)\` is 12, and \`12 + 1 = 13\`.`,
        ),
        short(
          output(`def greet(name="friend"):\n    return "Hi " + name\n\nprint(greet())`),
          "Hi friend",
          "No argument is given, so the default is used.",
          md`\`name\` takes its default value "friend".`,
        ),
        mc(
          md`What does a function without a \`return\` statement return?`,
          ["None", "0", "an empty string", "an error"],
          "a",
          "It is a special Python value meaning 'nothing'.",
          md`Functions without \`return\` give back \`None\`.`,
        ),
        tf(
          md`Defining a function with \`def\` runs its body immediately.`,
          false,
          "When does the body of double run?",
          "The body runs only when the function is called.",
        ),
        num(
          output("def f(x):\n    return x * x + 1\n\nprint(f(f(1)))"),
          "5",
          "Work from the inside out.",
          md`\`f(1) = 2\`, then \`f(2) = 4 + 1 = 5\`.`,
        ),
      ],
    }),
    lesson({
      slug: "py-dictionaries",
      title: "Dictionaries",
      summary: "Store values under keys for fast lookup, and add, update and loop over them.",
      difficulty: "intermediate",
      estimatedMinutes: 20,
      tags: ["dictionaries", "data structures", "key-value"],
      prerequisites: ["py-lists", "py-functions"],
      body: md`
        ## Looking things up by name

        A list finds items by **position**. A **dictionary** finds values by **key**, like a word in a real
        dictionary or a name in a phone book:

        ~~~python
        ages = {"Ana": 14, "Ben": 16}
        print(ages["Ben"])    # 16
        ~~~

        Each entry is a **key: value** pair. Keys are usually strings or numbers and must be **unique**: assigning
        to an existing key replaces its value.

        ## Adding and changing

        ~~~python
        ages["Cleo"] = 15     # add a new pair
        ages["Ana"] = 15      # replace Ana's value
        ages["Ben"] += 1      # update using the old value
        print(len(ages))      # 3 pairs
        ~~~

        ## Missing keys

        \`ages["Zoe"]\` raises a \`KeyError\` if there is no key \`"Zoe"\`. Two safe ways:

        - Check first: \`if "Zoe" in ages:\` — \`in\` checks the **keys**.
        - Use \`get\` with a default: \`ages.get("Zoe", 0)\` gives 0 when the key is missing.

        ## Looping

        ~~~python
        for name in ages:              # loops over the keys
            print(name, ages[name])

        for name, age in ages.items():  # keys and values together
            print(f"{name} is {age}")
        ~~~

        ## Counting with a dictionary

        Dictionaries are perfect for counting:

        ~~~python
        counts = {}
        for word in ["cat", "dog", "cat"]:
            counts[word] = counts.get(word, 0) + 1
        print(counts)    # {'cat': 2, 'dog': 1}
        ~~~

        ## Lists or dictionaries?

        Use a **list** for an ordered collection of similar things (scores, names). Use a **dictionary** when each
        value has a label you want to look it up by (a student's age, a product's price).
      `,
      examples: [
        {
          title: "Shop stock",
          problem: md`
            What does this print?

            ~~~python
            stock = {"apples": 5, "pears": 2}
            stock["apples"] += 3
            stock["plums"] = 4
            print(stock["apples"], len(stock))
            ~~~
          `,
          solution: md`
            1. \`stock["apples"]\` goes from 5 to 8.
            2. A new key \`"plums"\` is added: now there are 3 pairs.
            3. Output: \`8 3\`.
          `,
        },
      ],
      deck: [
        { title: "Key: value", body: md`\`ages = {"Ana": 14, "Ben": 16}\`` },
        { title: "Look up", body: md`\`ages["Ben"]\` is 16.` },
        { title: "Add or change", body: md`\`ages["Cleo"] = 15\`` },
        { title: "Missing keys", body: md`\`KeyError\` — use \`in\` or \`.get(key, default)\`.` },
        { title: "Loop", body: md`\`for name, age in ages.items():\`` },
      ],
      questions: [
        num(
          output(`ages = {"Ana": 14, "Ben": 16}\nprint(ages["Ben"])`),
          "16",
          "Look up the value stored under the key Ben.",
          `The key "Ben" maps to 16.`,
        ),
        num(
          output(`d = {"a": 1}\nd["b"] = 2\nprint(len(d))`),
          "2",
          "Assigning to a new key adds a pair.",
          "There are now two pairs: a and b.",
        ),
        short(
          output(`print("Ana" in {"Ana": 14})`),
          "True",
          md`\`in\` checks the keys.`,
          `"Ana" is a key, so the result is True.`,
        ),
        num(
          output(`stock = {"apples": 5}\nstock["apples"] += 3\nprint(stock["apples"])`),
          "8",
          "Add 3 to the old value.",
          md`\`5 + 3 = 8\`.`,
        ),
        num(
          output(`print({"x": 1, "y": 2}.get("z", 0))`),
          "0",
          md`What does \`get\` return when the key is missing?`,
          "There is no key z, so get returns the default, 0.",
        ),
        mc(
          md`What happens when you run \`ages["Zoe"]\` and \`"Zoe"\` is not a key of \`ages\`?`,
          ["a KeyError is raised", "it returns None", "it returns 0", "it adds Zoe with no value"],
          "a",
          md`Square-bracket lookup does not have a default, unlike \`get\`.`,
          md`Looking up a missing key with brackets raises a \`KeyError\`.`,
        ),
        tf(
          "A dictionary can hold the same key twice with two different values.",
          false,
          "What happens when you assign to a key that already exists?",
          "Keys are unique; assigning again replaces the old value.",
        ),
      ],
    }),
  ],
};

export const python: SeedCourse = {
  slug: "python-from-scratch",
  title: "Python from scratch",
  subject: "Python",
  gradeBand: "adult",
  description:
    "Learn to program with no experience needed: printing, variables, decisions, loops, lists, functions and dictionaries.",
  units: [firstSteps, decisions, loops, dataFunctions],
};
