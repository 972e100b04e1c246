/** "Number sense" (K-5): place value, adding and subtracting, multiplying and dividing, first fractions. */
import { lesson, mc, md, num, tf } from "./helpers.ts";
import type { SeedCourse, SeedUnit } from "./types.ts";

const placeValue: SeedUnit = {
  slug: "ns-place-value",
  title: "Place value and counting",
  description: "Count in steps, read big numbers by their digits, compare them and round them.",
  lessons: [
    lesson({
      slug: "ns-counting-and-skip-counting",
      title: "Counting and skip counting",
      summary: "Count forwards and backwards, and count faster by jumping in 2s, 5s and 10s.",
      difficulty: "beginner",
      estimatedMinutes: 8,
      tags: ["counting", "skip counting", "patterns"],
      prerequisites: [],
      body: md`
        ## Counting on

        When you count, every number is **one more** than the number before it: 1, 2, 3, 4, 5…
        You do not always have to start at 1. If you already have 7 marbles and find 3 more, start at 7 and
        **count on**: 8, 9, 10. Now you know you have 10 marbles.

        Counting **backwards** works the same way, but each number is one *less*: 10, 9, 8, 7…

        ## Skip counting

        Counting one by one can be slow. **Skip counting** means jumping by the same amount each time.

        - By **2s**: 2, 4, 6, 8, 10, 12… Great for counting pairs of socks, shoes or eyes.
        - By **5s**: 5, 10, 15, 20, 25… Every number ends in **5** or **0**. Great for counting fingers on hands.
        - By **10s**: 10, 20, 30, 40, 50… Every number ends in **0**. Only the tens digit changes.

        You can start skip counting from any number. Counting by 10s from 13 gives 13, 23, 33, 43…
        The ones digit stays the same and the tens digit goes up by one each jump.

        ## Spot the pattern

        To find the next number in a list, ask: *how much does it grow each time?* In 4, 8, 12, 16 it grows
        by 4, so the next number is $16 + 4 = 20$.

        Skip counting is the first step to multiplying. Counting 5, 10, 15 is the same as finding
        three groups of five!
      `,
      examples: [
        {
          title: "Skip count by 5s",
          problem: "Skip count by 5s from 15 up to 40.",
          solution: md`
            1. Start at 15.
            2. Add 5 each time: 20, 25, 30, 35, 40.
            3. So the list is **15, 20, 25, 30, 35, 40**. Every number ends in 5 or 0, which is a good check.
          `,
        },
        {
          title: "What comes next?",
          problem: "What comes next: 30, 40, 50, __?",
          solution: md`
            1. Look at how the numbers grow: from 30 to 40 is 10, from 40 to 50 is 10.
            2. The pattern is **+10**.
            3. $50 + 10 = 60$, so the next number is **60**.
          `,
        },
      ],
      deck: [
        { title: "Count on", body: "Start from the number you have, not from 1: 7… 8, 9, 10." },
        { title: "Skip by 2s", body: "2, 4, 6, 8, 10 — perfect for pairs." },
        { title: "Skip by 5s", body: "5, 10, 15, 20 — the numbers end in 5 or 0." },
        { title: "Skip by 10s", body: "10, 20, 30, 40 — only the tens digit changes." },
        {
          title: "Find the jump",
          body: "Ask how much the list grows each time, then add that amount again.",
        },
      ],
      questions: [
        num(
          "Skip count by 2s: 2, 4, 6, 8, __. What comes next?",
          "10",
          "Each number is 2 more than the one before.",
          "$8 + 2 = 10$.",
        ),
        num(
          "Skip count by 5s: 5, 10, 15, 20, __. What comes next?",
          "25",
          "Add 5 to the last number.",
          "$20 + 5 = 25$.",
        ),
        num(
          "Skip count by 10s: 40, 50, 60, __. What comes next?",
          "70",
          "Only the tens digit changes when you count by 10s.",
          "$60 + 10 = 70$.",
        ),
        mc(
          "Which list goes up by 5 each time?",
          ["5, 10, 15, 20", "5, 6, 7, 8", "2, 4, 6, 8", "5, 15, 25, 35"],
          "a",
          "Find the jump between the first two numbers of each list.",
          "5, 10, 15, 20 grows by 5 each time. The other lists grow by 1, 2 and 10.",
        ),
        tf(
          "When you skip count by 10s starting at 10, every number ends in 0.",
          true,
          "Write the first few: 10, 20, 30…",
          "10, 20, 30, 40… all end in 0, because adding 10 never changes the ones digit.",
        ),
        num(
          "Count backwards by 1s: 13, 12, 11, __. What comes next?",
          "10",
          "Counting backwards means each number is one less.",
          "$11 - 1 = 10$.",
        ),
        num(
          "You have 6 pairs of socks. Count by 2s: how many socks is that?",
          "12",
          "Each pair is 2 socks. Count 2, 4, 6… six times.",
          "2, 4, 6, 8, 10, 12 — that is 12 socks.",
        ),
      ],
    }),
    lesson({
      slug: "ns-place-value-ones-tens-hundreds",
      title: "Ones, tens and hundreds",
      summary: "Learn what each digit of a number is worth by looking at its place.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["place value", "digits", "expanded form"],
      prerequisites: ["ns-counting-and-skip-counting"],
      body: md`
        ## Digits and places

        We write every number with just ten **digits**: 0, 1, 2, 3, 4, 5, 6, 7, 8 and 9. The trick that lets us
        write big numbers is **place value**: a digit is worth a different amount depending on *where* it sits.

        | Hundreds | Tens | Ones |
        |---|---|---|
        | 3 | 5 | 2 |

        In **352**:

        - the **2** is in the ones place, so it is worth **2**;
        - the **5** is in the tens place, so it is worth **5 tens = 50**;
        - the **3** is in the hundreds place, so it is worth **3 hundreds = 300**.

        Ten ones make one ten, and ten tens make one hundred. Each place is worth **ten times** the place to
        its right.

        ## Expanded form

        Writing a number as the sum of its parts is called **expanded form**:

        $$352 = 300 + 50 + 2$$

        ## Zero holds a place

        What about **405**? There are 4 hundreds, **no** tens and 5 ones. The zero is a *placeholder*: it keeps the
        4 in the hundreds place. Without it we would write 45, which is a very different number!
        In expanded form, $405 = 400 + 5$.

        Reading numbers by their places will help you compare, round, add and subtract — it is the key to
        everything in this course.
      `,
      examples: [
        {
          title: "What is each digit worth?",
          problem: "What is the value of each digit in 746?",
          solution: md`
            1. The 7 is in the hundreds place: it is worth **700**.
            2. The 4 is in the tens place: it is worth **40**.
            3. The 6 is in the ones place: it is worth **6**.
            4. Check: $700 + 40 + 6 = 746$.
          `,
        },
        {
          title: "Build a number",
          problem: "Write the number with 3 hundreds, 0 tens and 7 ones.",
          solution: md`
            1. Put 3 in the hundreds place, 0 in the tens place and 7 in the ones place.
            2. The number is **307**. The zero keeps the tens place empty.
          `,
        },
      ],
      deck: [
        { title: "Ten digits", body: "Every number is written with the digits 0 to 9." },
        { title: "Place gives value", body: "In 352 the 5 means 5 tens, which is 50." },
        { title: "Times ten", body: "Each place is worth ten times the place to its right." },
        { title: "Expanded form", body: "$352 = 300 + 50 + 2$" },
        { title: "Zero holds a place", body: "405 has no tens; the 0 keeps the 4 in the hundreds place." },
      ],
      questions: [
        num(
          "In the number 347, what is the value of the digit 4?",
          "40",
          "Which place is the 4 in: ones, tens or hundreds?",
          "The 4 is in the tens place, so it is worth 4 tens, which is 40.",
        ),
        num(
          "What number has 6 hundreds, 2 tens and 9 ones?",
          "629",
          "Write the digits in order: hundreds, then tens, then ones.",
          "$600 + 20 + 9 = 629$.",
        ),
        mc(
          "Which is the expanded form of 508?",
          ["500 + 8", "500 + 80", "50 + 8", "5 + 0 + 8"],
          "a",
          "The 0 tells you there are no tens.",
          "508 is 5 hundreds, 0 tens and 8 ones: $500 + 8$.",
        ),
        tf(
          "In 271, the digit 7 is worth 70.",
          true,
          "Look at the place of the 7.",
          "The 7 is in the tens place, so it is worth 70.",
        ),
        num(
          "Write $400 + 30 + 5$ as one number.",
          "435",
          "Put each part in its place: hundreds, tens, ones.",
          "4 hundreds, 3 tens and 5 ones make 435.",
        ),
        num(
          "How many tens make one hundred?",
          "10",
          "Count by tens until you reach 100.",
          "10, 20, 30, … 100 is ten jumps, so 10 tens make 100.",
        ),
      ],
    }),
    lesson({
      slug: "ns-comparing-numbers",
      title: "Comparing and ordering numbers",
      summary: "Use place value and the symbols <, > and = to compare and order numbers.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["comparing", "ordering", "place value"],
      prerequisites: ["ns-place-value-ones-tens-hundreds"],
      body: md`
        ## Three symbols

        - $<$ means **is less than**: $3 < 8$.
        - $>$ means **is greater than**: $9 > 4$.
        - $=$ means **is equal to**: $5 = 5$.

        A handy memory trick: the symbol is a hungry mouth that always opens towards the **bigger** number.
        The small, pointy end points at the smaller number.

        ## Compare from the left

        To compare two numbers, start with the **biggest place**, on the left.

        1. If one number has more digits, it is bigger: $1000 > 999$.
        2. If they have the same number of digits, compare the **hundreds**. The bigger hundreds digit wins.
        3. If the hundreds are equal, compare the **tens**, then the **ones**.

        For example, compare 482 and 467. Both have 4 hundreds. Now the tens: 8 tens is more than 6 tens,
        so $482 > 467$. We never even needed the ones!

        ## Putting numbers in order

        To order a list from **smallest to largest**, find the smallest number first, then the next smallest,
        and so on. Line the numbers up by place value to make it easier:

        | Number | Hundreds | Tens | Ones |
        |---|---|---|---|
        | 319 | 3 | 1 | 9 |
        | 391 | 3 | 9 | 1 |
        | 193 | 1 | 9 | 3 |

        193 has the fewest hundreds, so it comes first. Then 319 and 391 both have 3 hundreds, but 319 has
        fewer tens. The order is 193, 319, 391.
      `,
      examples: [
        {
          title: "Which is bigger?",
          problem: "Put the right symbol between 402 and 420.",
          solution: md`
            1. Hundreds: both have 4. It is a tie.
            2. Tens: 402 has 0 tens, 420 has 2 tens. $0 < 2$.
            3. So $402 < 420$.
          `,
        },
        {
          title: "Order a list",
          problem: "Order from smallest to largest: 706, 670, 760, 607.",
          solution: md`
            1. Hundreds: 670 and 607 have 6 hundreds; 706 and 760 have 7.
            2. Among the 6-hundreds: 607 has 0 tens, 670 has 7 tens, so 607 comes first.
            3. Among the 7-hundreds: 706 comes before 760.
            4. Order: **607, 670, 706, 760**.
          `,
        },
      ],
      deck: [
        { title: "Less than", body: "$3 < 8$: the pointy end faces the smaller number." },
        { title: "Greater than", body: "$9 > 4$: the open mouth faces the bigger number." },
        { title: "Start on the left", body: "Compare hundreds first, then tens, then ones." },
        { title: "More digits wins", body: "A 4-digit number is bigger than any 3-digit number." },
      ],
      questions: [
        mc(
          "Which symbol makes this true? 58 __ 85",
          ["<", ">", "="],
          "a",
          "Compare the tens digits first.",
          "58 has 5 tens and 85 has 8 tens, so $58 < 85$.",
        ),
        tf(
          "$402 > 420$",
          false,
          "Both have 4 hundreds. Look at the tens.",
          "402 has 0 tens and 420 has 2 tens, so 402 is less than 420.",
        ),
        num(
          "Which is the greatest: 319, 391, 193 or 139? Type the number.",
          "391",
          "Compare the hundreds first, then the tens.",
          "319 and 391 have the most hundreds; 391 has more tens, so it is the greatest.",
        ),
        num(
          "Which is the smallest: 706, 670, 760 or 607? Type the number.",
          "607",
          "Look for the fewest hundreds, then the fewest tens.",
          "607 and 670 have 6 hundreds; 607 has 0 tens, so it is the smallest.",
        ),
        mc(
          "Which list is in order from smallest to largest?",
          ["45, 54, 405, 450", "54, 45, 405, 450", "405, 450, 45, 54", "45, 405, 54, 450"],
          "a",
          "Two-digit numbers are smaller than three-digit numbers.",
          "45 < 54, and both are smaller than 405, which is smaller than 450.",
        ),
        tf(
          "$1000 > 999$",
          true,
          "Count the digits in each number.",
          "1000 has four digits and 999 has three, so 1000 is bigger.",
        ),
      ],
    }),
    lesson({
      slug: "ns-rounding",
      title: "Rounding to the nearest 10 and 100",
      summary: "Round numbers to the nearest ten or hundred to make quick estimates.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["rounding", "estimation", "place value"],
      prerequisites: ["ns-comparing-numbers"],
      body: md`
        ## Why round?

        Sometimes we do not need an exact number. "About 50 people came" is easier to say and remember than
        "47 people came". Finding a nearby, friendly number is called **rounding**.

        ## Rounding to the nearest 10

        Think of a number line. 47 sits between 40 and 50. Which is it closer to? 47 is only 3 away from 50
        but 7 away from 40, so **47 rounds to 50**.

        The quick rule: look at the **ones digit**.

        - If it is **0, 1, 2, 3 or 4**, round **down** (keep the tens digit): $83 \to 80$.
        - If it is **5, 6, 7, 8 or 9**, round **up** (add one to the tens digit): $47 \to 50$.

        A number ending in 5, like 65, is exactly halfway. The rule says round **up**, so $65 \to 70$.

        ## Rounding to the nearest 100

        Now look at the **tens digit** instead.

        - 342 is between 300 and 400. The tens digit is 4, so round down: $342 \to 300$.
        - 751 is between 700 and 800. The tens digit is 5, so round up: $751 \to 800$.

        After rounding to the nearest 100, the tens and ones digits are both 0.

        ## Estimating

        Rounding helps you check answers. To estimate $38 + 51$, round to $40 + 50 = 90$. The real answer, 89,
        is close — so it is probably right. If you had worked out 189, the estimate would warn you that
        something went wrong.
      `,
      examples: [
        {
          title: "Nearest 10",
          problem: "Round 65 to the nearest 10.",
          solution: md`
            1. 65 is between 60 and 70.
            2. The ones digit is 5, so we round **up**.
            3. 65 rounds to **70**.
          `,
        },
        {
          title: "Nearest 100",
          problem: "Round 249 to the nearest 100.",
          solution: md`
            1. 249 is between 200 and 300.
            2. Look at the tens digit: it is 4, so we round **down**.
            3. 249 rounds to **200**. (Careful: do not look at the 9 — only the tens digit matters.)
          `,
        },
      ],
      deck: [
        { title: "Round = nearby friendly number", body: "47 is about 50." },
        { title: "Nearest 10", body: "Look at the ones digit: 0–4 round down, 5–9 round up." },
        { title: "Nearest 100", body: "Look at the tens digit: 0–4 round down, 5–9 round up." },
        { title: "Halfway goes up", body: "65 rounds to 70; 250 rounds to 300." },
        { title: "Estimate to check", body: "$38 + 51$ is about $40 + 50 = 90$." },
      ],
      questions: [
        num(
          "Round 47 to the nearest 10.",
          "50",
          "Is 47 closer to 40 or to 50?",
          "The ones digit is 7, so round up to 50.",
        ),
        num(
          "Round 83 to the nearest 10.",
          "80",
          "Look at the ones digit.",
          "The ones digit is 3, so round down to 80.",
        ),
        num(
          "Round 65 to the nearest 10.",
          "70",
          "65 is exactly halfway. What does the rule say about 5?",
          "A ones digit of 5 rounds up, so 65 rounds to 70.",
        ),
        num(
          "Round 342 to the nearest 100.",
          "300",
          "For hundreds, look at the tens digit.",
          "The tens digit is 4, so round down to 300.",
        ),
        num(
          "Round 751 to the nearest 100.",
          "800",
          "The tens digit decides.",
          "The tens digit is 5, so round up to 800.",
        ),
        mc(
          "Which number rounds to 200 when you round to the nearest hundred?",
          ["149", "239", "251", "305"],
          "b",
          "Round each number and see which one gives 200.",
          "239 has a tens digit of 3, so it rounds down to 200. 149 rounds to 100, and 251 and 305 round to 300.",
        ),
        tf(
          "35 rounded to the nearest 10 is 30.",
          false,
          "What do we do when the ones digit is 5?",
          "A ones digit of 5 rounds up, so 35 rounds to 40.",
        ),
      ],
    }),
  ],
};

const addSubtract: SeedUnit = {
  slug: "ns-addition-subtraction",
  title: "Adding and subtracting",
  description: "Fast addition facts, column methods with regrouping and choosing the right operation.",
  lessons: [
    lesson({
      slug: "ns-addition-facts",
      title: "Addition facts and strategies",
      summary: "Add small numbers quickly by making ten, using doubles and switching the order.",
      difficulty: "beginner",
      estimatedMinutes: 8,
      tags: ["addition", "mental math", "number facts"],
      prerequisites: ["ns-counting-and-skip-counting"],
      body: md`
        ## Smart ways to add

        You could add by counting on fingers, but there are faster ways. Here are three tricks good
        mathematicians use every day.

        ### 1. Make a ten

        Ten is a very friendly number. To add $8 + 5$, ask: *how much does 8 need to make 10?* It needs 2.
        Split the 5 into $2 + 3$:

        $$8 + 5 = 8 + 2 + 3 = 10 + 3 = 13$$

        It helps to know the pairs that make ten by heart: $1 + 9$, $2 + 8$, $3 + 7$, $4 + 6$ and $5 + 5$.

        ### 2. Use doubles

        Doubles are easy to remember: $6 + 6 = 12$, $7 + 7 = 14$, $8 + 8 = 16$.
        A **near double** is one more than a double: $6 + 7$ is $6 + 6 + 1 = 13$.

        ### 3. Switch the order

        The order of adding does not change the answer: $2 + 9 = 9 + 2 = 11$. It is easier to start with the
        bigger number and count on from there.

        ## Missing numbers

        Sometimes part of the sum is hidden: $6 + ? = 10$. Ask yourself how many you must add to 6 to
        reach 10. Counting on, 7, 8, 9, 10 is four steps, so the missing number is 4.

        Practise these facts a little every day. When they become automatic, bigger sums feel much easier!
      `,
      examples: [
        {
          title: "Make a ten",
          problem: "Work out $9 + 6$.",
          solution: md`
            1. 9 needs 1 more to make 10.
            2. Split 6 into $1 + 5$.
            3. $9 + 1 = 10$, then $10 + 5 = 15$.
            4. So $9 + 6 = 15$.
          `,
        },
        {
          title: "Near double",
          problem: "Work out $7 + 8$.",
          solution: md`
            1. 8 is one more than 7, so this is a near double.
            2. $7 + 7 = 14$.
            3. Add the extra one: $14 + 1 = 15$.
          `,
        },
      ],
      deck: [
        { title: "Pairs that make 10", body: "$1+9$, $2+8$, $3+7$, $4+6$, $5+5$" },
        { title: "Make a ten", body: "$8 + 5 = 8 + 2 + 3 = 13$" },
        { title: "Doubles and near doubles", body: "$6 + 6 = 12$, so $6 + 7 = 13$." },
        { title: "Order does not matter", body: "$2 + 9 = 9 + 2$. Start with the bigger number." },
      ],
      questions: [
        num("What is $8 + 5$?", "13", "How much does 8 need to make 10?", "$8 + 2 = 10$, and $10 + 3 = 13$."),
        num("What is $7 + 7$?", "14", "This is a double.", "Double 7 is 14."),
        num(
          "What is $7 + 8$?",
          "15",
          "Use the double $7 + 7$ and add one.",
          "$7 + 7 = 14$, and one more is 15.",
        ),
        num("What is $9 + 6$?", "15", "Take 1 from the 6 to turn 9 into 10.", "$9 + 1 + 5 = 10 + 5 = 15$."),
        tf(
          "$4 + 9$ gives the same answer as $9 + 4$.",
          true,
          "Does the order of adding change the total?",
          "Both are 13: you can add in any order.",
        ),
        mc(
          "To add $9 + 4$ by making a ten, you can think of it as:",
          ["$10 + 3$", "$10 + 4$", "$9 + 10$", "$5 + 5$"],
          "a",
          "Move 1 from the 4 to the 9.",
          "9 takes 1 from the 4 to become 10, leaving 3: $10 + 3 = 13$.",
        ),
        num(
          "What is the missing number? $6 + ? = 10$",
          "4",
          "Count on from 6 until you reach 10.",
          "$6 + 4 = 10$, so the missing number is 4.",
        ),
      ],
    }),
    lesson({
      slug: "ns-adding-with-regrouping",
      title: "Adding bigger numbers with regrouping",
      summary:
        "Add two- and three-digit numbers in columns, carrying a ten when the ones add up to ten or more.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["addition", "regrouping", "column method"],
      prerequisites: ["ns-addition-facts", "ns-place-value-ones-tens-hundreds"],
      body: md`
        ## Line up the places

        To add bigger numbers, write them in **columns** so that ones are under ones, tens under tens and
        hundreds under hundreds. Then add one column at a time, **starting from the ones** on the right.

        ## When a column makes 10 or more

        Let's add $47 + 38$.

        | | Tens | Ones |
        |---|---|---|
        | | 4 | 7 |
        | + | 3 | 8 |

        1. **Ones:** $7 + 8 = 15$. That is 1 ten and 5 ones. Write **5** in the ones column and **carry** the
           1 ten to the top of the tens column.
        2. **Tens:** $4 + 3 + 1 = 8$ (do not forget the carried 1!). Write **8**.

        The answer is **85**. Swapping ten ones for one ten is called **regrouping** (or carrying).

        ## Three-digit numbers

        The same steps work with hundreds. For $256 + 178$:

        - Ones: $6 + 8 = 14$. Write 4, carry 1.
        - Tens: $5 + 7 + 1 = 13$. Write 3, carry 1 to the hundreds.
        - Hundreds: $2 + 1 + 1 = 4$. Write 4.

        So $256 + 178 = 434$.

        ## Check with an estimate

        Round first: $256 + 178$ is about $260 + 180 = 440$. Our answer, 434, is close, so it makes sense.
        If you get something far away from your estimate, look for a forgotten carry.
      `,
      examples: [
        {
          title: "Two-digit sum",
          problem: "Work out $36 + 47$.",
          solution: md`
            1. Ones: $6 + 7 = 13$. Write 3, carry 1 ten.
            2. Tens: $3 + 4 + 1 = 8$. Write 8.
            3. Answer: **83**. Estimate: $40 + 50 = 90$ — close enough.
          `,
        },
        {
          title: "Two carries",
          problem: "Work out $468 + 356$.",
          solution: md`
            1. Ones: $8 + 6 = 14$. Write 4, carry 1.
            2. Tens: $6 + 5 + 1 = 12$. Write 2, carry 1.
            3. Hundreds: $4 + 3 + 1 = 8$. Write 8.
            4. Answer: **824**.
          `,
        },
      ],
      deck: [
        { title: "Line up the columns", body: "Ones under ones, tens under tens, hundreds under hundreds." },
        { title: "Start on the right", body: "Add the ones first, then the tens, then the hundreds." },
        { title: "Carry the ten", body: "$7 + 8 = 15$: write 5, carry 1 to the tens." },
        {
          title: "Estimate to check",
          body: "$256 + 178 \\approx 260 + 180 = 440$; the answer 434 is close.",
        },
      ],
      questions: [
        num(
          "What is $36 + 47$?",
          "83",
          "Start with the ones: $6 + 7$.",
          "$6 + 7 = 13$: write 3, carry 1. $3 + 4 + 1 = 8$. Answer 83.",
        ),
        num(
          "What is $58 + 27$?",
          "85",
          "The ones make more than 10, so you will carry.",
          "$8 + 7 = 15$: write 5, carry 1. $5 + 2 + 1 = 8$. Answer 85.",
        ),
        num(
          "What is $245 + 137$?",
          "382",
          "Add the ones first and watch for a carry.",
          "Ones $5 + 7 = 12$ (write 2, carry 1); tens $4 + 3 + 1 = 8$; hundreds $2 + 1 = 3$. Answer 382.",
        ),
        num(
          "What is $468 + 356$?",
          "824",
          "There are two carries in this one.",
          "Ones 14 (write 4, carry 1); tens $6 + 5 + 1 = 12$ (write 2, carry 1); hundreds $4 + 3 + 1 = 8$. Answer 824.",
        ),
        tf(
          "When the ones add up to 10 or more, you carry a ten into the tens column.",
          true,
          "Think about what 15 ones are worth.",
          "15 ones are 1 ten and 5 ones, so the ten moves to the tens column.",
        ),
        num(
          "A library has 175 books on one shelf and 146 books on another. How many books are there altogether?",
          "321",
          "'Altogether' means add.",
          "$175 + 146$: ones 11 (write 1, carry 1), tens $7 + 4 + 1 = 12$ (write 2, carry 1), hundreds $1 + 1 + 1 = 3$. Answer 321.",
        ),
      ],
    }),
    lesson({
      slug: "ns-subtraction-with-regrouping",
      title: "Subtracting with regrouping",
      summary: "Subtract in columns, borrowing a ten when the top digit is too small.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["subtraction", "regrouping", "column method"],
      prerequisites: ["ns-adding-with-regrouping"],
      body: md`
        ## Column subtraction

        Write the bigger number on top and line up the places. Subtract one column at a time, starting with
        the **ones**.

        ## When the top digit is too small

        Let's work out $52 - 27$.

        In the ones column we need $2 - 7$. We cannot take 7 from 2! So we **regroup**: take one ten from
        the 5 tens and turn it into 10 ones.

        1. The 5 tens become **4 tens**, and the 2 ones become **12 ones**.
        2. Ones: $12 - 7 = 5$.
        3. Tens: $4 - 2 = 2$.

        The answer is **25**. This is sometimes called **borrowing** or **exchanging**.

        ## Always take top minus bottom

        A common mistake is to say "7 take away 2 is 5" in the ones column. That subtracts the top from the
        bottom and gives the wrong answer. Always work out **top minus bottom**, and regroup when the top is
        smaller.

        ## Regrouping across a zero

        For $300 - 126$ there are no tens to borrow from. Go to the hundreds first:

        - 3 hundreds become 2 hundreds and 10 tens.
        - Then 10 tens become 9 tens and 10 ones.
        - Now subtract: ones $10 - 6 = 4$, tens $9 - 2 = 7$, hundreds $2 - 1 = 1$. Answer: **174**.

        ## Check by adding

        Subtraction and addition undo each other. If $52 - 27 = 25$, then $25 + 27$ must be 52. It is!
        Adding back is the best way to check your answer.
      `,
      examples: [
        {
          title: "One regroup",
          problem: "Work out $63 - 28$.",
          solution: md`
            1. Ones: $3 - 8$ is not possible, so regroup: 6 tens become 5 tens, 3 ones become 13 ones.
            2. Ones: $13 - 8 = 5$.
            3. Tens: $5 - 2 = 3$.
            4. Answer: **35**. Check: $35 + 28 = 63$. ✓
          `,
        },
        {
          title: "Across a zero",
          problem: "Work out $500 - 264$.",
          solution: md`
            1. No ones and no tens to take from, so regroup from the hundreds: 5 hundreds → 4 hundreds and 10 tens.
            2. 10 tens → 9 tens and 10 ones.
            3. Ones $10 - 4 = 6$; tens $9 - 6 = 3$; hundreds $4 - 2 = 2$.
            4. Answer: **236**. Check: $236 + 264 = 500$. ✓
          `,
        },
      ],
      deck: [
        { title: "Top minus bottom", body: "Always subtract the bottom digit from the top digit." },
        { title: "Too small? Regroup", body: "Take 1 ten from the tens and make it 10 ones." },
        { title: "Across zeros", body: "Borrow from the hundreds first, then from the tens." },
        { title: "Check by adding", body: "If $52 - 27 = 25$, then $25 + 27 = 52$." },
      ],
      questions: [
        num(
          "What is $63 - 28$?",
          "35",
          "You cannot take 8 from 3, so regroup a ten.",
          "$13 - 8 = 5$ and $5 - 2 = 3$, so the answer is 35.",
        ),
        num(
          "What is $80 - 34$?",
          "46",
          "There are 0 ones on top: borrow a ten.",
          "$10 - 4 = 6$ and $7 - 3 = 4$, so the answer is 46.",
        ),
        num(
          "What is $425 - 183$?",
          "242",
          "The ones are fine; the tens column needs a regroup.",
          "Ones $5 - 3 = 2$; tens $12 - 8 = 4$ after borrowing; hundreds $3 - 1 = 2$. Answer 242.",
        ),
        num(
          "What is $500 - 264$?",
          "236",
          "Borrow from the hundreds, then from the tens.",
          "$500 - 264 = 236$. Check: $236 + 264 = 500$.",
        ),
        tf(
          "To check that $71 - 45 = 26$, you can work out $26 + 45$.",
          true,
          "Addition undoes subtraction.",
          "$26 + 45 = 71$, so the subtraction is right.",
        ),
        mc(
          "Sam worked out $62 - 38$ and got 36. What went wrong?",
          [
            "He took 2 away from 8 instead of regrouping",
            "He added instead of subtracting",
            "He forgot to carry a ten",
            "Nothing: 36 is correct",
          ],
          "a",
          "Work out the right answer first, then look at the ones digit Sam wrote.",
          "$62 - 38 = 24$. Sam did $8 - 2 = 6$ (bottom minus top) instead of regrouping to get $12 - 8 = 4$.",
        ),
      ],
    }),
    lesson({
      slug: "ns-word-problems-add-subtract",
      title: "Word problems: add or subtract?",
      summary: "Read a story problem, decide whether to add or subtract, solve it and check the answer.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["word problems", "addition", "subtraction", "problem solving"],
      prerequisites: ["ns-subtraction-with-regrouping"],
      body: md`
        ## Stories with numbers

        A word problem is a little story with a question at the end. The maths is often easy — the tricky
        part is deciding **what to do**. Use these four steps.

        1. **Read** the whole problem. What is the question asking?
        2. **Picture** it. Draw a quick sketch or a bar model.
        3. **Choose** the operation and solve.
        4. **Check** that your answer makes sense.

        ## Add or subtract?

        **Add** when you put groups together. Clue words: *altogether*, *in all*, *total*, *sum*, *more* (when
        something is gained).

        **Subtract** when you take away or compare. Clue words: *left*, *remain*, *fewer*, *how many more*,
        *difference*.

        Clue words help, but do not trust them blindly. "Ben has 5 more marbles than Amy. Amy has 12. How many
        does Ben have?" contains *more than*, and here you **add**: $12 + 5 = 17$. Always think about the story.

        ## Comparing

        "Leo read 63 pages and Ava read 48. How many more pages did Leo read?" We are finding the
        **difference**, so subtract: $63 - 48 = 15$.

        ## Two steps

        Some problems need two steps. "A bus has 36 people. 9 get off and 5 get on." First subtract, then add:
        $36 - 9 = 27$, and $27 + 5 = 32$.

        ## Does it make sense?

        If a question asks how many are *left*, the answer should be smaller than what you started with. If it
        asks how many *altogether*, it should be bigger than each part.
      `,
      examples: [
        {
          title: "Finding the difference",
          problem: "A shop had 50 balloons. 17 popped. How many balloons are left?",
          solution: md`
            1. "Left" tells us something was taken away: subtract.
            2. $50 - 17 = 33$.
            3. Check: 33 is less than 50, and $33 + 17 = 50$. ✓ There are **33** balloons left.
          `,
        },
        {
          title: "Two steps",
          problem:
            "Mia has 24 stickers. She gets 18 more, then gives 10 to her brother. How many does she have now?",
          solution: md`
            1. Gets more: add. $24 + 18 = 42$.
            2. Gives away: subtract. $42 - 10 = 32$.
            3. Mia has **32** stickers.
          `,
        },
      ],
      deck: [
        { title: "Four steps", body: "Read, picture, choose, check." },
        { title: "Add", body: "Putting together: altogether, in all, total." },
        { title: "Subtract", body: "Taking away or comparing: left, fewer, how many more, difference." },
        { title: "Think, don't guess", body: "Clue words help, but the story decides the operation." },
      ],
      questions: [
        num(
          "Mia has 24 stickers. She gets 18 more. How many stickers does she have now?",
          "42",
          "She gains stickers, so put the groups together.",
          "$24 + 18 = 42$.",
        ),
        num(
          "There were 50 balloons. 17 popped. How many balloons are left?",
          "33",
          "'Left' usually means take away.",
          "$50 - 17 = 33$.",
        ),
        num(
          "Leo read 63 pages. Ava read 48 pages. How many more pages did Leo read than Ava?",
          "15",
          "You are finding the difference between the two numbers.",
          "$63 - 48 = 15$.",
        ),
        mc(
          "Which operation answers: 'A class has 14 girls and 13 boys. How many children are there in all?'",
          ["Addition", "Subtraction", "Multiplication", "Division"],
          "a",
          "'In all' means putting the groups together.",
          "We join the two groups: $14 + 13 = 27$ children.",
        ),
        num(
          "A bus has 36 people on it. At a stop, 9 people get off and 5 people get on. How many people are on the bus now?",
          "32",
          "Do it in two steps: first the people getting off, then the people getting on.",
          "$36 - 9 = 27$, then $27 + 5 = 32$.",
        ),
        tf(
          "Questions that ask 'how many fewer' are usually solved by subtracting.",
          true,
          "'Fewer' compares two amounts.",
          "Comparing two amounts means finding the difference, which is a subtraction.",
        ),
      ],
    }),
  ],
};

const multiplyDivide: SeedUnit = {
  slug: "ns-multiplication-division",
  title: "Multiplication and division",
  description: "Equal groups, times tables, sharing and grouping, and what to do with a remainder.",
  lessons: [
    lesson({
      slug: "ns-multiplication-meaning",
      title: "What multiplication means",
      summary: "See multiplication as equal groups, arrays and repeated addition.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["multiplication", "equal groups", "arrays"],
      prerequisites: ["ns-counting-and-skip-counting", "ns-addition-facts"],
      body: md`
        ## Equal groups

        Imagine 3 plates with 4 strawberries on each plate. How many strawberries are there? You could count
        them one by one, or add: $4 + 4 + 4 = 12$. **Multiplication** is a short way to write this:

        $$3 \times 4 = 12$$

        We read it as "3 groups of 4" or "3 times 4". The answer, 12, is called the **product**.

        ## Repeated addition

        Every multiplication is a repeated addition:

        - $5 \times 2 = 2 + 2 + 2 + 2 + 2 = 10$
        - $2 \times 6 = 6 + 6 = 12$

        That is why skip counting helps: counting 4, 8, 12 is the same as finding $3 \times 4$.

        ## Arrays

        An **array** is a set of objects in neat rows and columns, like eggs in a box or chairs in a hall.
        An array with 2 rows of 5 shows $2 \times 5 = 10$.

        Turn the array on its side and you get 5 rows of 2 — still 10 objects! This shows that the **order
        does not matter** in multiplication: $2 \times 5 = 5 \times 2$. If you know one fact, you know two.

        ## Special numbers

        - Any number times **1** stays the same: $7 \times 1 = 7$ (one group of 7).
        - Any number times **0** is 0: $7 \times 0 = 0$ (seven empty groups have nothing in them).
        - Times **10** puts a zero on the end: $6 \times 10 = 60$.

        Look around you: windows, egg boxes, packs of pens… Multiplication is everywhere!
      `,
      examples: [
        {
          title: "Equal groups",
          problem: "There are 5 bags with 3 apples in each. How many apples are there?",
          solution: md`
            1. This is 5 equal groups of 3: $5 \times 3$.
            2. Repeated addition: $3 + 3 + 3 + 3 + 3 = 15$.
            3. There are **15** apples.
          `,
        },
        {
          title: "An array",
          problem: "A garden has 4 rows with 7 plants in each row. How many plants?",
          solution: md`
            1. 4 rows of 7 is $4 \times 7$.
            2. Skip count by 7 four times: 7, 14, 21, 28.
            3. There are **28** plants.
          `,
        },
      ],
      deck: [
        { title: "Groups of", body: md`$3 \times 4$ means 3 groups of 4.` },
        { title: "Repeated addition", body: md`$3 \times 4 = 4 + 4 + 4 = 12$` },
        { title: "Arrays", body: md`2 rows of 5 show $2 \times 5 = 10$.` },
        { title: "Order does not matter", body: md`$2 \times 5 = 5 \times 2$` },
        { title: "Times 0 and 1", body: md`$7 \times 0 = 0$ and $7 \times 1 = 7$.` },
      ],
      questions: [
        num(md`What is $4 \times 5$?`, "20", "Count four groups of 5: 5, 10, …", md`$5 + 5 + 5 + 5 = 20$.`),
        mc(
          md`Which addition means the same as $3 \times 6$?`,
          ["$6 + 6 + 6$", "$3 + 6$", "$3 + 3 + 3$", "$6 + 3 + 6$"],
          "a",
          "3 groups of 6: how many sixes do you add?",
          md`$3 \times 6$ is three groups of 6: $6 + 6 + 6 = 18$.`,
        ),
        num(
          "An array has 4 rows with 7 stars in each row. How many stars are there?",
          "28",
          "Skip count by 7, four times.",
          md`$4 \times 7 = 28$.`,
        ),
        tf(
          md`$2 \times 9 = 9 \times 2$`,
          true,
          "Think of an array turned on its side.",
          "The order of multiplying does not change the product: both are 18.",
        ),
        num(
          "There are 5 bags with 3 apples in each bag. How many apples are there?",
          "15",
          "How many groups, and how many in each group?",
          md`$5 \times 3 = 15$.`,
        ),
        num(
          md`What is $7 \times 0$?`,
          "0",
          "How many apples are in 7 empty baskets?",
          "Any number times 0 is 0.",
        ),
      ],
    }),
    lesson({
      slug: "ns-times-tables",
      title: "Times tables tricks",
      summary: "Learn patterns and shortcuts that make the times tables easy to remember.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["multiplication", "times tables", "mental math"],
      prerequisites: ["ns-multiplication-meaning"],
      body: md`
        ## You already know more than you think

        Because $3 \times 8 = 8 \times 3$, every fact you learn gives you a second one for free. And many
        tables have patterns that make them easy.

        ## Handy tricks

        - **×2:** double the number. $2 \times 8 = 8 + 8 = 16$.
        - **×4:** double, then double again. $4 \times 8$: double 8 is 16, double 16 is 32.
        - **×5:** the answers end in 5 or 0. It is half of ×10: $5 \times 8 = 80 \div 2 = 40$.
        - **×10:** put a 0 on the end. $10 \times 7 = 70$.
        - **×9:** times 10, then take one group away. $9 \times 6 = 60 - 6 = 54$.
          Also, the digits of the answer add up to 9: $5 + 4 = 9$.
        - **×3:** double, then add one more group. $3 \times 7 = 14 + 7 = 21$.
        - **×6:** if you know ×3, double it. $6 \times 7 = 2 \times 21 = 42$.

        ## Square numbers

        A number times itself is a **square number**: $1, 4, 9, 16, 25, 36, 49, 64, 81, 100$.
        For example, $7 \times 7 = 49$. These are worth learning by heart because they help with near facts:
        $7 \times 8$ is one more 7 than $7 \times 7$, so $49 + 7 = 56$.

        ## The hard ones

        After the tricks, only a few facts are left to memorise, such as $6 \times 8 = 48$, $7 \times 8 = 56$
        and $8 \times 9 = 72$. Say them out loud, write them, and practise a few minutes every day.
      `,
      examples: [
        {
          title: "Use the ×9 trick",
          problem: md`Work out $9 \times 8$.`,
          solution: md`
            1. $10 \times 8 = 80$.
            2. Take away one 8: $80 - 8 = 72$.
            3. Check with the digits: $7 + 2 = 9$. ✓ So $9 \times 8 = 72$.
          `,
        },
        {
          title: "Build from a square",
          problem: md`Work out $6 \times 7$.`,
          solution: md`
            1. You know the square $6 \times 6 = 36$.
            2. $6 \times 7$ is one more group of 6: $36 + 6 = 42$.
          `,
        },
      ],
      deck: [
        { title: "×2 and ×4", body: "Double; for ×4, double twice." },
        { title: "×5 and ×10", body: "×10 adds a zero; ×5 is half of that." },
        { title: "×9", body: md`Times 10, minus one group: $9 \times 6 = 60 - 6 = 54$.` },
        { title: "Squares", body: md`$7 \times 7 = 49$, so $7 \times 8 = 49 + 7 = 56$.` },
      ],
      questions: [
        num(md`What is $6 \times 7$?`, "42", md`Start from $6 \times 6 = 36$.`, md`$36 + 6 = 42$.`),
        num(
          md`What is $8 \times 9$?`,
          "72",
          md`Use the ×9 trick: $10 \times 8$, then take away 8.`,
          md`$80 - 8 = 72$.`,
        ),
        num(md`What is $9 \times 4$?`, "36", "Double 9, then double again.", md`$9 \to 18 \to 36$.`),
        num(
          md`What is $12 \times 5$?`,
          "60",
          md`Find $12 \times 10$ and halve it.`,
          md`$12 \times 10 = 120$ and half of 120 is 60.`,
        ),
        mc(
          md`A quick way to find $4 \times 8$ is to…`,
          ["double 8, then double again", "add 4 and 8", "put a zero after 8", "halve 8"],
          "a",
          "×4 is the same as ×2, twice.",
          "Double 8 is 16 and double 16 is 32.",
        ),
        tf(
          md`For $9 \times 1$ up to $9 \times 10$, the digits of every answer add up to 9.`,
          true,
          "Try a few: 18, 27, 36…",
          "9, 18, 27, 36, 45, 54, 63, 72, 81, 90: the digits always add up to 9.",
        ),
        num(md`What is $7 \times 7$?`, "49", "This is a square number.", md`$7 \times 7 = 49$.`),
      ],
    }),
    lesson({
      slug: "ns-division-meaning",
      title: "Sharing and grouping: division",
      summary:
        "Divide by sharing equally or by making equal groups, and use times tables to find the answer.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["division", "sharing", "fact families"],
      prerequisites: ["ns-times-tables"],
      body: md`
        ## Two ways to think about division

        **Division** splits an amount into equal parts. We write it with the sign $\div$.

        **Sharing:** 12 sweets are shared equally among 3 children. Deal them out one at a time, like cards.
        Each child gets 4, so $12 \div 3 = 4$.

        **Grouping:** 12 sweets are put into bags of 3. How many bags? Make groups of 3 until the sweets run
        out: you get 4 bags. Again $12 \div 3 = 4$.

        ## Division undoes multiplication

        Multiplication and division are opposites. If you know $3 \times 4 = 12$, you also know:

        $$12 \div 3 = 4 \qquad 12 \div 4 = 3$$

        These facts belong to the same **fact family**: $3 \times 4 = 12$, $4 \times 3 = 12$, $12 \div 3 = 4$
        and $12 \div 4 = 3$.

        So to solve $42 \div 7$, ask yourself: *7 times what makes 42?* Since $7 \times 6 = 42$, the answer
        is 6. Knowing your times tables makes division fast!

        ## Order matters

        Unlike multiplication, the order in division **does** matter. $15 \div 3 = 5$, but $3 \div 15$ means
        sharing 3 things among 15 people — everyone gets only a small piece, not 5.

        ## Useful facts

        - Any number divided by 1 stays the same: $9 \div 1 = 9$.
        - Any number (except 0) divided by itself is 1: $9 \div 9 = 1$.
      `,
      examples: [
        {
          title: "Sharing",
          problem: "24 cookies are shared equally among 8 friends. How many cookies does each friend get?",
          solution: md`
            1. Sharing equally means division: $24 \div 8$.
            2. Ask: 8 times what makes 24? $8 \times 3 = 24$.
            3. Each friend gets **3** cookies.
          `,
        },
        {
          title: "Grouping",
          problem: "35 children make teams of 5. How many teams are there?",
          solution: md`
            1. Making groups of 5 means $35 \div 5$.
            2. $5 \times 7 = 35$, so $35 \div 5 = 7$.
            3. There are **7** teams.
          `,
        },
      ],
      deck: [
        { title: "Sharing", body: md`12 shared among 3 gives 4 each: $12 \div 3 = 4$.` },
        { title: "Grouping", body: "12 in groups of 3 makes 4 groups." },
        { title: "Fact families", body: md`$3 \times 4 = 12$, so $12 \div 3 = 4$ and $12 \div 4 = 3$.` },
        { title: "Order matters", body: md`$15 \div 3$ is not the same as $3 \div 15$.` },
      ],
      questions: [
        num(
          md`What is $20 \div 4$?`,
          "5",
          "4 times what makes 20?",
          md`$4 \times 5 = 20$, so $20 \div 4 = 5$.`,
        ),
        num(md`What is $36 \div 6$?`, "6", "6 times what makes 36?", md`$6 \times 6 = 36$.`),
        num(
          "24 cookies are shared equally among 8 friends. How many cookies does each friend get?",
          "3",
          "Which times-table fact with 8 makes 24?",
          md`$8 \times 3 = 24$, so $24 \div 8 = 3$.`,
        ),
        mc(
          md`Which fact helps you find $42 \div 7$?`,
          [md`$6 \times 7 = 42$`, "$7 + 42 = 49$", md`$4 \times 2 = 8$`, "$42 - 7 = 35$"],
          "a",
          "Division undoes multiplication.",
          md`$6 \times 7 = 42$, so $42 \div 7 = 6$.`,
        ),
        tf(
          md`$15 \div 3 = 3 \div 15$`,
          false,
          "Does order matter in division?",
          md`$15 \div 3 = 5$, but $3 \div 15$ is much less than 1.`,
        ),
        num(
          "How many teams of 5 can you make from 35 children?",
          "7",
          "Count in 5s up to 35.",
          md`$35 \div 5 = 7$.`,
        ),
      ],
    }),
    lesson({
      slug: "ns-remainders",
      title: "Division with remainders",
      summary:
        "Find what is left over when a number does not divide exactly, and decide what it means in a story.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["division", "remainders", "word problems"],
      prerequisites: ["ns-division-meaning"],
      body: md`
        ## When it does not share out exactly

        Share 17 pencils among 5 children. Each child gets 3 pencils — that uses $5 \times 3 = 15$ pencils —
        and **2 are left over**. The amount left over is called the **remainder**. We write:

        $$17 \div 5 = 3 \text{ r } 2$$

        ## How to find it

        1. Find the biggest multiple of the divisor that is not more than the number. For $23 \div 4$, the
           multiples of 4 are 4, 8, 12, 16, 20, 24… The biggest one that fits is **20**.
        2. $20 = 4 \times 5$, so the answer is 5.
        3. The remainder is what is left: $23 - 20 = 3$.

        So $23 \div 4 = 5 \text{ r } 3$.

        **Check:** multiply and add the remainder: $4 \times 5 + 3 = 23$. ✓

        The remainder must always be **smaller than the number you divide by**. If it is not, you could make
        another group!

        ## What does the remainder mean?

        In a word problem, think about the story.

        - **Round up** when everyone must fit: 29 children, 4 per car. $29 \div 4 = 7 \text{ r } 1$. Seven
          cars leave one child behind, so you need **8 cars**.
        - **Ignore it** when only full groups count: 50 muffins in boxes of 6. $50 \div 6 = 8 \text{ r } 2$,
          so you can fill **8 boxes** (2 muffins are left over).
        - **Use it** when the question asks what is left: those 2 muffins are a snack for the baker!
      `,
      examples: [
        {
          title: "Find the remainder",
          problem: md`Work out $30 \div 7$.`,
          solution: md`
            1. Multiples of 7: 7, 14, 21, 28, 35. The biggest that fits in 30 is 28.
            2. $28 = 7 \times 4$, so the answer is 4.
            3. Remainder: $30 - 28 = 2$.
            4. $30 \div 7 = 4 \text{ r } 2$. Check: $7 \times 4 + 2 = 30$. ✓
          `,
        },
        {
          title: "Round up",
          problem: "29 children go on a trip. Each car carries 4 children. How many cars are needed?",
          solution: md`
            1. $29 \div 4 = 7 \text{ r } 1$.
            2. 7 cars carry 28 children, but 1 child is left.
            3. That child needs a car too, so we need **8 cars**.
          `,
        },
      ],
      deck: [
        { title: "Remainder", body: md`What is left over: $17 \div 5 = 3 \text{ r } 2$.` },
        { title: "Biggest multiple", body: "Find the biggest multiple that fits, then subtract." },
        {
          title: "Smaller than the divisor",
          body: "The remainder is always less than the number you divide by.",
        },
        { title: "Check", body: md`$5 \times 3 + 2 = 17$` },
        {
          title: "Think about the story",
          body: "Round up, ignore the remainder, or use it — the question decides.",
        },
      ],
      questions: [
        mc(
          md`What is $17 \div 5$?`,
          ["3 r 2", "3 r 1", "4 r 2", "2 r 7"],
          "a",
          "How many fives fit into 17, and how many are left?",
          md`$5 \times 3 = 15$ and $17 - 15 = 2$, so $17 \div 5 = 3 \text{ r } 2$.`,
        ),
        num(
          "What is the remainder when 23 is divided by 4?",
          "3",
          "Find the biggest multiple of 4 that is not more than 23.",
          md`$4 \times 5 = 20$ and $23 - 20 = 3$.`,
        ),
        num(
          "What is the remainder when 30 is divided by 7?",
          "2",
          "List the multiples of 7.",
          md`$7 \times 4 = 28$ and $30 - 28 = 2$.`,
        ),
        num(
          "29 children go on a trip. Each car carries 4 children. How many cars are needed?",
          "8",
          "Every child needs a seat, even the ones left over.",
          md`$29 \div 4 = 7 \text{ r } 1$; the extra child needs an 8th car.`,
        ),
        num(
          "A baker has 50 muffins and puts them in boxes of 6. How many boxes can she fill completely?",
          "8",
          "Only full boxes count here.",
          md`$50 \div 6 = 8 \text{ r } 2$, so 8 full boxes with 2 muffins left over.`,
        ),
        tf(
          "A remainder can be bigger than the number you divide by.",
          false,
          "If the remainder were that big, what could you do with it?",
          "If the remainder were as big as the divisor, you could make one more group, so it is always smaller.",
        ),
      ],
    }),
  ],
};

const fractions: SeedUnit = {
  slug: "ns-fractions",
  title: "First fractions",
  description: "Parts of a whole: what fractions mean, equal fractions, comparing them and adding them.",
  lessons: [
    lesson({
      slug: "ns-fractions-intro",
      title: "What is a fraction?",
      summary:
        "A fraction names equal parts of a whole: the bottom number counts the parts, the top number says how many we take.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["fractions", "numerator", "denominator"],
      prerequisites: ["ns-division-meaning"],
      body: md`
        ## Equal parts

        Cut a pizza into 4 **equal** slices. Each slice is **one quarter** of the pizza, written $\frac{1}{4}$.
        If you eat 3 slices, you have eaten $\frac{3}{4}$ of the pizza.

        A fraction has two numbers:

        $$\frac{3}{4}$$

        - The **denominator** (bottom) tells you how many equal parts the whole is cut into.
        - The **numerator** (top) tells you how many of those parts you have.

        ## The parts must be equal

        If a cake is cut into 4 pieces of different sizes, the pieces are **not** quarters. Fractions only
        work when every part is the same size.

        ## Unit fractions

        A fraction with 1 on top, such as $\frac{1}{2}$, $\frac{1}{3}$ or $\frac{1}{8}$, is a **unit fraction**:
        just one part. The bigger the denominator, the smaller each part, because the whole is shared
        among more pieces.

        ## One whole

        When you take **all** the parts, you have the whole thing: $\frac{4}{4} = 1$ and $\frac{8}{8} = 1$.
        So two halves make a whole, three thirds make a whole, and so on.

        ## Fractions of a group

        Fractions also describe part of a group. In a box of 10 crayons, 7 are red. The fraction of crayons
        that are red is $\frac{7}{10}$: 7 out of 10.

        You can write a fraction on one line as 3/4. That is handy when typing answers.
      `,
      examples: [
        {
          title: "Part of a pizza",
          problem: "A pizza is cut into 8 equal slices. You eat 3. What fraction of the pizza did you eat?",
          solution: md`
            1. The whole has 8 equal parts, so the denominator is 8.
            2. You took 3 parts, so the numerator is 3.
            3. You ate $\frac{3}{8}$ of the pizza.
          `,
        },
        {
          title: "Part of a group",
          problem: "In a class of 5 children, 2 wear glasses. What fraction wear glasses?",
          solution: md`
            1. The group has 5 children: denominator 5.
            2. 2 of them wear glasses: numerator 2.
            3. The fraction is $\frac{2}{5}$.
          `,
        },
      ],
      deck: [
        { title: "Equal parts", body: "A fraction names equal parts of a whole." },
        { title: "Denominator", body: md`The bottom number of $\frac{3}{4}$: the whole has 4 parts.` },
        { title: "Numerator", body: md`The top number of $\frac{3}{4}$: we take 3 parts.` },
        { title: "A whole", body: md`$\frac{4}{4} = 1$: all the parts make one whole.` },
      ],
      questions: [
        mc(
          md`In the fraction $\frac{2}{5}$, what is the denominator?`,
          ["2", "5", "7", "10"],
          "b",
          "The denominator is the bottom number.",
          "The denominator, 5, tells us the whole has 5 equal parts.",
        ),
        num(
          "A pizza is cut into 8 equal slices and you eat 3 of them. What fraction of the pizza did you eat? Write it like 1/2.",
          "3/8",
          "How many slices in the whole pizza? How many did you eat?",
          md`3 slices out of 8 is $\frac{3}{8}$.`,
        ),
        tf(
          md`$\frac{6}{6}$ is equal to one whole.`,
          true,
          "How many of the 6 parts do you have?",
          md`You have all 6 parts, so $\frac{6}{6} = 1$.`,
        ),
        mc(
          "Which fraction means one out of three equal parts?",
          [md`$\frac{1}{3}$`, md`$\frac{3}{1}$`, md`$\frac{1}{4}$`, md`$\frac{3}{4}$`],
          "a",
          "The number of parts goes on the bottom.",
          md`One part (top) out of three parts (bottom) is $\frac{1}{3}$.`,
        ),
        tf(
          md`If a cake is cut into 4 pieces of different sizes, each piece is $\frac{1}{4}$ of the cake.`,
          false,
          "What must be true about the parts of a fraction?",
          "Quarters must be equal in size; pieces of different sizes are not quarters.",
        ),
        num(
          "A box has 10 crayons and 7 of them are red. What fraction of the crayons are red? Write it like 1/2.",
          "7/10",
          "The whole group is the bottom number.",
          md`7 out of 10 is $\frac{7}{10}$.`,
        ),
      ],
    }),
    lesson({
      slug: "ns-equivalent-fractions",
      title: "Equivalent fractions",
      summary: "Find fractions that look different but are the same amount, and simplify fractions.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["fractions", "equivalent fractions", "simplifying"],
      prerequisites: ["ns-fractions-intro", "ns-times-tables"],
      body: md`
        ## Same amount, different names

        Cut a chocolate bar in half and eat one half. Now cut another identical bar into 4 pieces and eat 2.
        You ate exactly the same amount! So

        $$\frac{1}{2} = \frac{2}{4} = \frac{3}{6} = \frac{4}{8}$$

        Fractions that are equal are called **equivalent fractions**.

        ## Making equivalent fractions

        Multiply the numerator **and** the denominator by the same number:

        $$\frac{1}{3} = \frac{1 \times 2}{3 \times 2} = \frac{2}{6}$$

        Cutting each part into 2 smaller parts doubles the number of parts *and* the number you take, so the
        amount stays the same.

        You must do the same thing to the top and the bottom. Multiplying only the top would change the amount.

        ## Simplifying

        You can also **divide** the top and bottom by the same number. This gives a fraction with smaller
        numbers, which is called **simplifying**:

        $$\frac{6}{8} = \frac{6 \div 2}{8 \div 2} = \frac{3}{4}$$

        A fraction is in its **simplest form** when no number bigger than 1 divides both the top and the bottom.
        $\frac{3}{4}$ is in simplest form; $\frac{6}{8}$ is not.

        ## Finding a missing number

        To fill in $\frac{3}{4} = \frac{9}{?}$, ask: *what was 3 multiplied by to make 9?* It was 3. Do the same
        to the bottom: $4 \times 3 = 12$. So $\frac{3}{4} = \frac{9}{12}$.
      `,
      examples: [
        {
          title: "Fill in the missing number",
          problem: md`Find the missing number: $\frac{2}{5} = \frac{?}{15}$.`,
          solution: md`
            1. The bottom went from 5 to 15: that is $\times 3$.
            2. Do the same to the top: $2 \times 3 = 6$.
            3. So $\frac{2}{5} = \frac{6}{15}$.
          `,
        },
        {
          title: "Simplify",
          problem: md`Write $\frac{10}{15}$ in its simplest form.`,
          solution: md`
            1. 10 and 15 are both in the 5 times table.
            2. Divide both by 5: $\frac{10 \div 5}{15 \div 5} = \frac{2}{3}$.
            3. 2 and 3 have no common factor, so $\frac{2}{3}$ is the simplest form.
          `,
        },
      ],
      deck: [
        { title: "Equivalent", body: md`$\frac{1}{2} = \frac{2}{4} = \frac{3}{6}$: same amount.` },
        { title: "Multiply both", body: md`$\frac{1}{3} = \frac{1 \times 2}{3 \times 2} = \frac{2}{6}$` },
        { title: "Divide both", body: md`$\frac{6}{8} = \frac{6 \div 2}{8 \div 2} = \frac{3}{4}$` },
        { title: "Simplest form", body: "Nothing bigger than 1 divides both the top and the bottom." },
      ],
      questions: [
        num(
          md`Find the missing number: $\frac{1}{3} = \frac{?}{6}$`,
          "2",
          "What was 3 multiplied by to make 6?",
          md`$3 \times 2 = 6$, so the top is $1 \times 2 = 2$.`,
        ),
        num(
          md`Find the missing number: $\frac{3}{4} = \frac{9}{?}$`,
          "12",
          "What was 3 multiplied by to make 9?",
          md`$3 \times 3 = 9$, so the bottom is $4 \times 3 = 12$.`,
        ),
        mc(
          md`Which fraction is equal to $\frac{1}{2}$?`,
          [md`$\frac{2}{3}$`, md`$\frac{4}{8}$`, md`$\frac{3}{5}$`, md`$\frac{5}{8}$`],
          "b",
          "Look for a fraction whose top is exactly half of its bottom.",
          md`4 is half of 8, so $\frac{4}{8} = \frac{1}{2}$.`,
        ),
        num(
          md`Simplify: $\frac{6}{8} = \frac{3}{?}$`,
          "4",
          "What was 6 divided by to give 3?",
          md`$6 \div 2 = 3$, so the bottom is $8 \div 2 = 4$.`,
        ),
        tf(
          md`$\frac{2}{5}$ and $\frac{4}{10}$ are equivalent.`,
          true,
          "Multiply the top and bottom of the first fraction by 2.",
          md`$\frac{2 \times 2}{5 \times 2} = \frac{4}{10}$.`,
        ),
        num(
          md`Simplify: $\frac{10}{15} = \frac{2}{?}$`,
          "3",
          "Divide the top and the bottom by the same number.",
          md`Divide both by 5: $\frac{10}{15} = \frac{2}{3}$.`,
        ),
      ],
    }),
    lesson({
      slug: "ns-comparing-fractions",
      title: "Comparing fractions",
      summary:
        "Decide which of two fractions is bigger using the same denominator, the same numerator or a common denominator.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["fractions", "comparing"],
      prerequisites: ["ns-equivalent-fractions", "ns-comparing-numbers"],
      body: md`
        ## Same denominator

        When the bottoms are the same, the parts are the same size, so just compare the tops:

        $$\frac{5}{8} > \frac{3}{8}$$

        Five eighths is more than three eighths, just as 5 slices are more than 3 slices of the same pizza.

        ## Same numerator

        When the tops are the same, look at the bottoms — but be careful! A **bigger** denominator means the
        whole is cut into **more** pieces, so each piece is **smaller**:

        $$\frac{1}{3} > \frac{1}{5}$$

        Would you rather have one third of a cake or one fifth? One third is the bigger slice.

        ## Different tops and bottoms

        Make the denominators the same using equivalent fractions. Compare $\frac{2}{3}$ and $\frac{3}{4}$:

        - Both 3 and 4 go into 12.
        - $\frac{2}{3} = \frac{8}{12}$ and $\frac{3}{4} = \frac{9}{12}$.
        - $\frac{8}{12} < \frac{9}{12}$, so $\frac{2}{3} < \frac{3}{4}$.

        ## Use one half as a benchmark

        A fraction is **less than a half** when its top is less than half of its bottom: $\frac{2}{6}$ is less
        than a half because 2 is less than 3. It is **more than a half** when its top is more than half of its
        bottom: $\frac{5}{8}$ is more than a half because 5 is more than 4.

        So $\frac{2}{6} < \frac{1}{2} < \frac{5}{8}$, and we did not even need a common denominator!
      `,
      examples: [
        {
          title: "Common denominator",
          problem: md`Which is greater, $\frac{3}{4}$ or $\frac{5}{8}$?`,
          solution: md`
            1. 4 goes into 8, so change $\frac{3}{4}$ into eighths: $\frac{3}{4} = \frac{6}{8}$.
            2. Compare $\frac{6}{8}$ and $\frac{5}{8}$: 6 is more than 5.
            3. So $\frac{3}{4}$ is greater.
          `,
        },
      ],
      deck: [
        { title: "Same bottom", body: md`Compare the tops: $\frac{5}{8} > \frac{3}{8}$.` },
        { title: "Same top", body: md`Bigger bottom, smaller pieces: $\frac{1}{3} > \frac{1}{5}$.` },
        {
          title: "Common denominator",
          body: md`$\frac{2}{3} = \frac{8}{12}$ and $\frac{3}{4} = \frac{9}{12}$.`,
        },
        { title: "Compare with a half", body: md`$\frac{2}{6} < \frac{1}{2} < \frac{5}{8}$` },
      ],
      questions: [
        mc(
          md`Which is bigger: $\frac{3}{8}$ or $\frac{5}{8}$?`,
          [md`$\frac{3}{8}$`, md`$\frac{5}{8}$`, "They are equal"],
          "b",
          "The denominators are the same, so the parts are the same size.",
          md`5 eighths is more than 3 eighths.`,
        ),
        mc(
          md`Which is bigger: $\frac{1}{3}$ or $\frac{1}{5}$?`,
          [md`$\frac{1}{3}$`, md`$\frac{1}{5}$`, "They are equal"],
          "a",
          "Would you rather share a cake with 3 people or with 5?",
          md`Thirds are bigger pieces than fifths, so $\frac{1}{3} > \frac{1}{5}$.`,
        ),
        tf(
          md`$\frac{2}{3} > \frac{3}{4}$`,
          false,
          "Write both fractions in twelfths.",
          md`$\frac{2}{3} = \frac{8}{12}$ and $\frac{3}{4} = \frac{9}{12}$, so $\frac{2}{3}$ is smaller.`,
        ),
        mc(
          md`Which fraction is less than $\frac{1}{2}$?`,
          [md`$\frac{3}{5}$`, md`$\frac{4}{8}$`, md`$\frac{2}{6}$`, md`$\frac{5}{9}$`],
          "c",
          "Compare each top with half of its bottom.",
          md`Half of 6 is 3 and 2 is less than 3, so $\frac{2}{6} < \frac{1}{2}$. $\frac{4}{8}$ is exactly a half.`,
        ),
        num(
          md`Which is greater, $\frac{3}{4}$ or $\frac{5}{8}$? Type the greater fraction, like 1/2.`,
          "3/4",
          "Change the quarters into eighths.",
          md`$\frac{3}{4} = \frac{6}{8}$, which is more than $\frac{5}{8}$.`,
        ),
        tf(
          md`$\frac{4}{6} = \frac{2}{3}$`,
          true,
          "Try simplifying the first fraction.",
          md`Dividing the top and bottom of $\frac{4}{6}$ by 2 gives $\frac{2}{3}$.`,
        ),
      ],
    }),
    lesson({
      slug: "ns-adding-fractions-same-denominator",
      title: "Adding and subtracting fractions",
      summary: "Add and subtract fractions with the same denominator by working with the numerators.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["fractions", "addition", "subtraction"],
      prerequisites: ["ns-comparing-fractions"],
      body: md`
        ## Adding parts of the same size

        Tom eats $\frac{2}{8}$ of a pizza and Jo eats $\frac{3}{8}$. Together they ate 2 slices and 3 slices of
        the same size: 5 slices, which is $\frac{5}{8}$ of the pizza.

        $$\frac{2}{8} + \frac{3}{8} = \frac{5}{8}$$

        **Rule:** when the denominators are the same, **add the numerators** and **keep the denominator**.

        ## Why not add the bottoms?

        A very common mistake is to write $\frac{2}{8} + \frac{3}{8} = \frac{5}{16}$. But sixteenths are
        *smaller* pieces than eighths, so $\frac{5}{16}$ is only half of the $\frac{5}{8}$ they really ate. The
        denominator just names the size of the pieces, and the size does not change when you add them up.

        ## Subtracting

        Subtraction works the same way: subtract the numerators and keep the denominator.

        $$\frac{5}{6} - \frac{1}{6} = \frac{4}{6}$$

        Then simplify if you can: $\frac{4}{6} = \frac{2}{3}$.

        ## Making a whole

        Sometimes the answer is a whole:

        $$\frac{3}{5} + \frac{2}{5} = \frac{5}{5} = 1$$

        And if the top ends up bigger than the bottom, you have more than one whole:
        $\frac{3}{4} + \frac{3}{4} = \frac{6}{4}$, which is $1\frac{2}{4}$ or $1\frac{1}{2}$.

        ## Quick check

        Before you answer, picture the pieces. Does your answer look about the right size?
      `,
      examples: [
        {
          title: "Add",
          problem: md`Work out $\frac{1}{5} + \frac{2}{5}$.`,
          solution: md`
            1. The denominators are both 5, so keep 5.
            2. Add the numerators: $1 + 2 = 3$.
            3. Answer: $\frac{3}{5}$.
          `,
        },
        {
          title: "Subtract and simplify",
          problem: md`Work out $\frac{7}{10} - \frac{3}{10}$.`,
          solution: md`
            1. Keep the denominator 10 and subtract the numerators: $7 - 3 = 4$.
            2. $\frac{4}{10}$ simplifies by dividing top and bottom by 2: $\frac{2}{5}$.
          `,
        },
      ],
      deck: [
        { title: "Same denominator", body: "Add or subtract the tops; keep the bottom." },
        {
          title: "Do not add the bottoms",
          body: md`$\frac{2}{8} + \frac{3}{8} = \frac{5}{8}$, not $\frac{5}{16}$.`,
        },
        { title: "Simplify", body: md`$\frac{4}{6} = \frac{2}{3}$` },
        { title: "A whole", body: md`$\frac{3}{5} + \frac{2}{5} = \frac{5}{5} = 1$` },
      ],
      questions: [
        num(
          md`What is $\frac{1}{5} + \frac{2}{5}$? Write it like 1/2.`,
          "3/5",
          "Keep the denominator and add the numerators.",
          md`$1 + 2 = 3$, so the answer is $\frac{3}{5}$.`,
        ),
        num(
          md`What is $\frac{3}{8} + \frac{4}{8}$?`,
          "7/8",
          "The pieces are eighths. How many eighths altogether?",
          md`$3 + 4 = 7$ eighths: $\frac{7}{8}$.`,
        ),
        num(
          md`What is $\frac{5}{6} - \frac{1}{6}$?`,
          "2/3",
          "Subtract the numerators and keep the denominator.",
          md`$\frac{5}{6} - \frac{1}{6} = \frac{4}{6}$, which simplifies to $\frac{2}{3}$.`,
        ),
        num(
          md`What is $\frac{2}{4} + \frac{2}{4}$?`,
          "1",
          "How many quarters make a whole?",
          md`$\frac{2}{4} + \frac{2}{4} = \frac{4}{4} = 1$.`,
        ),
        mc(
          md`Zoe wrote $\frac{1}{4} + \frac{2}{4} = \frac{3}{8}$. What mistake did she make?`,
          [
            "She added the denominators as well as the numerators",
            "She added the numerators wrongly",
            "She should have multiplied",
            "There is no mistake",
          ],
          "a",
          "What should happen to the denominator when you add?",
          md`The pieces stay quarters, so the answer is $\frac{3}{4}$. Zoe added the bottoms too.`,
        ),
        num(
          md`Tom ate $\frac{2}{8}$ of a pizza and Jo ate $\frac{3}{8}$. What fraction of the pizza did they eat together?`,
          "5/8",
          "Add the slices: both fractions are in eighths.",
          md`$\frac{2}{8} + \frac{3}{8} = \frac{5}{8}$.`,
        ),
      ],
    }),
  ],
};

export const numberSense: SeedCourse = {
  slug: "number-sense",
  title: "Number sense",
  subject: "Mathematics",
  gradeBand: "K-5",
  description:
    "Build a strong feel for numbers: place value, adding and subtracting, times tables, division and first fractions.",
  units: [placeValue, addSubtract, multiplyDivide, fractions],
};
