/** "Geometry" (6-8): angles, triangles and polygons, area and perimeter, circles and solids. */
import { lesson, mc, md, num, short, tf } from "./helpers.ts";
import type { SeedCourse, SeedUnit } from "./types.ts";

const angles: SeedUnit = {
  slug: "geo-angles",
  title: "Angles and lines",
  description:
    "Name and measure angles, and use the angle facts of straight lines, crossing lines and parallel lines.",
  lessons: [
    lesson({
      slug: "geo-angle-types",
      title: "Naming and measuring angles",
      summary:
        "Measure angles in degrees and sort them into acute, right, obtuse, straight and reflex angles.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["angles", "degrees", "protractor"],
      prerequisites: [],
      body: md`
        ## What is an angle?

        An **angle** is made when two lines (called **rays** or **arms**) meet at a point called the **vertex**.
        The angle measures the amount of **turn** from one arm to the other. We measure it in **degrees** ($^\circ$).

        A full turn is $360^\circ$. So a half turn is $180^\circ$ and a quarter turn is $90^\circ$.

        ## Types of angles

        | Name | Size |
        |---|---|
        | Acute | less than $90^\circ$ |
        | Right | exactly $90^\circ$ (a square corner, marked with a small square) |
        | Obtuse | between $90^\circ$ and $180^\circ$ |
        | Straight | exactly $180^\circ$ (a straight line) |
        | Reflex | between $180^\circ$ and $360^\circ$ |

        A good way to remember: *acute* sounds like "a cute little angle".

        ## Naming angles

        We often name an angle with three letters, such as $\angle ABC$. The **middle letter is always the
        vertex**. So $\angle ABC$ is the angle at point $B$, between the arms $BA$ and $BC$.

        ## Using a protractor

        1. Put the centre of the protractor exactly on the vertex.
        2. Line up the zero line with one arm.
        3. Follow the scale that starts at $0^\circ$ on that arm and read where the other arm crosses it.

        Before you measure, **estimate**: is the angle smaller or bigger than a right angle? That tells you which
        of the two scales to read, and stops you writing $130^\circ$ for an angle that is clearly acute.
      `,
      examples: [
        {
          title: "Classify angles",
          problem: md`Classify the angles $35^\circ$, $90^\circ$, $120^\circ$ and $250^\circ$.`,
          solution: md`
            1. $35^\circ$ is less than $90^\circ$: **acute**.
            2. $90^\circ$ exactly: **right**.
            3. $120^\circ$ is between $90^\circ$ and $180^\circ$: **obtuse**.
            4. $250^\circ$ is between $180^\circ$ and $360^\circ$: **reflex**.
          `,
        },
      ],
      deck: [
        { title: "Degrees", body: md`A full turn is $360^\circ$; a right angle is $90^\circ$.` },
        {
          title: "Acute and obtuse",
          body: md`Acute: under $90^\circ$. Obtuse: between $90^\circ$ and $180^\circ$.`,
        },
        { title: "Straight and reflex", body: md`Straight: $180^\circ$. Reflex: more than $180^\circ$.` },
        { title: "Vertex in the middle", body: md`$\angle ABC$ is the angle at $B$.` },
        {
          title: "Estimate first",
          body: "Decide whether it is acute or obtuse before reading the protractor.",
        },
      ],
      questions: [
        mc(
          md`An angle of $35^\circ$ is…`,
          ["acute", "right", "obtuse", "reflex"],
          "a",
          md`Compare it with $90^\circ$.`,
          md`$35^\circ$ is less than $90^\circ$, so it is acute.`,
        ),
        mc(
          md`An angle of $120^\circ$ is…`,
          ["acute", "right", "obtuse", "reflex"],
          "c",
          md`Is it bigger than $90^\circ$? Bigger than $180^\circ$?`,
          md`$120^\circ$ is between $90^\circ$ and $180^\circ$, so it is obtuse.`,
        ),
        short(
          md`What is the name of an angle that measures exactly $90^\circ$? (two words)`,
          "right angle",
          "Think of the corner of a square.",
          md`A $90^\circ$ angle is a right angle.`,
          { language: "en", accept: ["right"] },
        ),
        num(
          "How many degrees are there in a full turn?",
          "360",
          "A half turn is a straight line.",
          md`A straight line is $180^\circ$, so a full turn is $2 \times 180^\circ = 360^\circ$.`,
        ),
        tf(
          md`An angle of $200^\circ$ is a reflex angle.`,
          true,
          md`Compare it with $180^\circ$.`,
          md`$200^\circ$ is between $180^\circ$ and $360^\circ$, so it is reflex.`,
        ),
        mc(
          md`In $\angle PQR$, which point is the vertex?`,
          ["P", "Q", "R", "There is no vertex"],
          "b",
          "Where does the vertex letter go in the name?",
          "The middle letter names the vertex, so it is Q.",
        ),
        num(
          "How many degrees is a quarter turn?",
          "90",
          md`Divide a full turn of $360^\circ$ into four.`,
          md`$360^\circ \div 4 = 90^\circ$: a right angle.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-complementary-supplementary",
      title: "Complementary and supplementary angles",
      summary: "Find missing angles using pairs that add up to 90° or 180°.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["angles", "complementary", "supplementary", "missing angles"],
      prerequisites: ["geo-angle-types"],
      body: md`
        ## Angles that fit together

        Some pairs of angles fit together to make a special angle.

        - Two angles are **complementary** if they add up to $90^\circ$. Together they make a right angle.
          For example, $30^\circ$ and $60^\circ$.
        - Two angles are **supplementary** if they add up to $180^\circ$. Together they make a straight line.
          For example, $110^\circ$ and $70^\circ$.

        Memory trick: **C** comes before **S** in the alphabet, and $90$ comes before $180$. Or think
        "**C**orner" for complementary and "**S**traight" for supplementary.

        ## Angles on a straight line

        Angles that sit side by side on a straight line always add up to $180^\circ$. If one of two angles on a
        line is $128^\circ$, the other is

        $$180^\circ - 128^\circ = 52^\circ$$

        This works for three or more angles on a line too: they all add up to $180^\circ$.

        ## Finding a missing angle

        1. Decide what the angles must add up to: $90^\circ$ or $180^\circ$.
        2. Subtract the angles you know from that total.

        ## With algebra

        Sometimes the angles are written with a letter. If $x$ and $2x$ are supplementary, then
        $x + 2x = 180$, so $3x = 180$ and $x = 60$. The angles are $60^\circ$ and $120^\circ$. Always check:
        $60 + 120 = 180$. ✓

        Note that only **pairs** are called complementary or supplementary. The angle itself can be called
        the *complement* or the *supplement* of the other: the complement of $40^\circ$ is $50^\circ$.
      `,
      examples: [
        {
          title: "A supplement",
          problem: md`Find the supplement of $65^\circ$.`,
          solution: md`
            1. Supplementary angles add up to $180^\circ$.
            2. $180^\circ - 65^\circ = 115^\circ$.
          `,
        },
        {
          title: "With a letter",
          problem: md`Angles $x$ and $2x$ are supplementary. Find $x$.`,
          solution: md`
            1. They add up to $180^\circ$: $x + 2x = 180$.
            2. $3x = 180$, so $x = 60$.
            3. Check: $60^\circ + 120^\circ = 180^\circ$. ✓
          `,
        },
      ],
      deck: [
        { title: "Complementary", body: md`Add up to $90^\circ$: $30^\circ + 60^\circ$.` },
        { title: "Supplementary", body: md`Add up to $180^\circ$: $110^\circ + 70^\circ$.` },
        { title: "Straight line", body: md`Angles on a straight line add up to $180^\circ$.` },
        { title: "Missing angle", body: "Subtract what you know from the total." },
      ],
      questions: [
        num(
          md`What is the complement of $40^\circ$? (Answer in degrees.)`,
          "50",
          md`Complementary angles add up to $90^\circ$.`,
          md`$90^\circ - 40^\circ = 50^\circ$.`,
        ),
        num(
          md`What is the supplement of $65^\circ$? (Answer in degrees.)`,
          "115",
          md`Supplementary angles add up to $180^\circ$.`,
          md`$180^\circ - 65^\circ = 115^\circ$.`,
        ),
        num(
          md`Two angles sit side by side on a straight line. One is $128^\circ$. How many degrees is the other?`,
          "52",
          "What do angles on a straight line add up to?",
          md`$180^\circ - 128^\circ = 52^\circ$.`,
        ),
        tf(
          md`Angles of $30^\circ$ and $60^\circ$ are supplementary.`,
          false,
          "Add them up. Which total do you get?",
          md`$30^\circ + 60^\circ = 90^\circ$, so they are complementary, not supplementary.`,
        ),
        num(
          "Two complementary angles are equal. How many degrees is each one?",
          "45",
          md`Split $90^\circ$ into two equal parts.`,
          md`$90^\circ \div 2 = 45^\circ$.`,
        ),
        mc(
          "Which pair of angles is complementary?",
          [
            md`$25^\circ$ and $65^\circ$`,
            md`$45^\circ$ and $135^\circ$`,
            md`$80^\circ$ and $100^\circ$`,
            md`$30^\circ$ and $70^\circ$`,
          ],
          "a",
          md`Look for the pair with a sum of $90^\circ$.`,
          md`$25^\circ + 65^\circ = 90^\circ$. The next two pairs add up to $180^\circ$ and the last to $100^\circ$.`,
        ),
        num(
          md`Angles $x$ and $2x$ are supplementary. What is $x$?`,
          "60",
          "Write an equation: the two angles add up to 180.",
          md`$x + 2x = 180$, so $3x = 180$ and $x = 60$.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-vertical-angles-and-angles-at-a-point",
      title: "Vertically opposite angles and angles at a point",
      summary:
        "Use the facts that vertically opposite angles are equal and that angles around a point add up to 360°.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["angles", "vertically opposite", "angles at a point"],
      prerequisites: ["geo-complementary-supplementary"],
      body: md`
        ## Angles around a point

        If you stand still and turn all the way round, you turn $360^\circ$. So the angles that fill up the
        space around a point always add up to $360^\circ$.

        If three angles meet at a point and two of them are $100^\circ$ and $150^\circ$, the third is

        $$360^\circ - 100^\circ - 150^\circ = 110^\circ$$

        ## When two lines cross

        Two straight lines that cross make **four** angles. The angles **opposite** each other (across the
        vertex, like the letter X) are called **vertically opposite angles**, and they are always **equal**.

        Why? Call the four angles $a$, $b$, $c$ and $d$ going round. Angles $a$ and $b$ sit on a straight line,
        so $a + b = 180^\circ$. Angles $b$ and $c$ sit on the other straight line, so $b + c = 180^\circ$. Both
        sums equal $180^\circ$, so $a = c$. The same argument shows $b = d$.

        So when two lines cross:

        - opposite angles are **equal**;
        - neighbouring angles (next to each other) are **supplementary**: they add up to $180^\circ$.

        If one angle is $70^\circ$, then the opposite angle is also $70^\circ$ and the two others are
        $180^\circ - 70^\circ = 110^\circ$ each. Check: $70 + 110 + 70 + 110 = 360$. ✓

        ## Give a reason

        In geometry, each step should come with a reason, such as "vertically opposite angles are equal" or
        "angles at a point add up to $360^\circ$". Reasons turn a guess into a proof.
      `,
      examples: [
        {
          title: "Crossing lines",
          problem: md`Two lines cross. One of the angles is $70^\circ$. Find the other three.`,
          solution: md`
            1. The angle opposite is also $70^\circ$ (vertically opposite angles are equal).
            2. Each neighbouring angle is $180^\circ - 70^\circ = 110^\circ$ (angles on a straight line).
            3. The angles are $70^\circ$, $110^\circ$, $70^\circ$ and $110^\circ$. They add up to $360^\circ$. ✓
          `,
        },
      ],
      deck: [
        { title: "At a point", body: md`Angles around a point add up to $360^\circ$.` },
        { title: "Vertically opposite", body: "When two lines cross, opposite angles are equal." },
        { title: "Neighbours", body: md`Angles next to each other on a line add up to $180^\circ$.` },
        { title: "Give reasons", body: "Name the angle fact you used for each step." },
      ],
      questions: [
        num(
          md`Two lines cross. One angle is $70^\circ$. How many degrees is the angle vertically opposite it?`,
          "70",
          "What do we know about opposite angles when lines cross?",
          "Vertically opposite angles are equal.",
        ),
        num(
          md`Two lines cross. One angle is $70^\circ$. How many degrees is an angle next to it?`,
          "110",
          "Neighbouring angles sit on a straight line.",
          md`$180^\circ - 70^\circ = 110^\circ$.`,
        ),
        num(
          md`Three angles meet at a point: $100^\circ$, $150^\circ$ and $x$. How many degrees is $x$?`,
          "110",
          "Angles around a point make a full turn.",
          md`$360^\circ - 100^\circ - 150^\circ = 110^\circ$.`,
        ),
        tf(
          md`Vertically opposite angles always add up to $180^\circ$.`,
          false,
          "Think about two lines crossing at $70^\\circ$.",
          md`They are equal, not supplementary: $70^\circ$ and $70^\circ$ add up to $140^\circ$, not $180^\circ$.`,
        ),
        num(
          "Four equal angles meet at a point. How many degrees is each one?",
          "90",
          md`Share $360^\circ$ equally.`,
          md`$360^\circ \div 4 = 90^\circ$.`,
        ),
        num(
          md`Two vertically opposite angles measure $3x$ degrees and $60^\circ$. What is $x$?`,
          "20",
          "Vertically opposite angles are equal, so write an equation.",
          md`$3x = 60$, so $x = 20$.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-parallel-lines-transversal",
      title: "Parallel lines and transversals",
      summary: "Spot corresponding, alternate and co-interior angles when a line crosses two parallel lines.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["angles", "parallel lines", "transversal"],
      prerequisites: ["geo-vertical-angles-and-angles-at-a-point"],
      body: md`
        ## Parallel lines

        **Parallel** lines go in the same direction and never meet, like railway tracks. On diagrams they are
        marked with little arrows. A line that crosses two or more other lines is called a **transversal**.

        When a transversal crosses two parallel lines it makes eight angles, but only **two different sizes**.
        Three patterns tell you which angles are equal.

        ## Corresponding angles — the F shape

        Angles in the **same position** at each crossing are **corresponding angles**. They are **equal**.
        Trace an **F** (it may be backwards or upside down) and the angles under the two arms are corresponding.

        ## Alternate angles — the Z shape

        Angles on **opposite sides** of the transversal, **between** the parallel lines, are **alternate angles**.
        They are **equal**. Look for a **Z** shape (or an N).

        ## Co-interior angles — the C shape

        Angles on the **same side** of the transversal, **between** the parallel lines, are **co-interior**
        (also called same-side interior) angles. They are **not** equal: they add up to $180^\circ$. Look for a
        **C** or **U** shape.

        ## Putting it together

        If one angle is $65^\circ$, every angle in the diagram is either $65^\circ$ or $180^\circ - 65^\circ = 115^\circ$.
        Acute-looking angles are $65^\circ$, obtuse-looking ones are $115^\circ$.

        ## Working backwards

        These facts also work in reverse: if corresponding angles (or alternate angles) are equal, then the two
        lines **must be parallel**. Builders and designers use this to check that shelves and rails are
        parallel.
      `,
      examples: [
        {
          title: "Alternate angles with algebra",
          problem: md`Two alternate angles between parallel lines are $(2x + 10)^\circ$ and $70^\circ$. Find $x$.`,
          solution: md`
            1. Alternate angles are equal: $2x + 10 = 70$.
            2. Subtract 10: $2x = 60$.
            3. Divide by 2: $x = 30$.
          `,
        },
        {
          title: "Co-interior angles",
          problem: md`One co-interior angle is $75^\circ$. Find the other.`,
          solution: md`
            1. Co-interior angles add up to $180^\circ$.
            2. $180^\circ - 75^\circ = 105^\circ$.
          `,
        },
      ],
      deck: [
        { title: "Transversal", body: "A line that crosses two or more lines." },
        { title: "Corresponding (F)", body: "Same position at each crossing: equal." },
        { title: "Alternate (Z)", body: "Opposite sides, between the lines: equal." },
        { title: "Co-interior (C)", body: md`Same side, between the lines: add up to $180^\circ$.` },
        {
          title: "Only two sizes",
          body: md`With $65^\circ$ given, every angle is $65^\circ$ or $115^\circ$.`,
        },
      ],
      questions: [
        num(
          md`A transversal crosses two parallel lines. One angle is $65^\circ$. How many degrees is its corresponding angle?`,
          "65",
          "Corresponding angles make an F shape. Are they equal?",
          "Corresponding angles are equal.",
        ),
        num(
          md`An angle between two parallel lines is $112^\circ$. How many degrees is its alternate angle?`,
          "112",
          "Alternate angles make a Z shape.",
          "Alternate angles are equal.",
        ),
        num(
          md`One co-interior angle is $75^\circ$. How many degrees is the other?`,
          "105",
          "Co-interior angles make a C shape and are not equal.",
          md`Co-interior angles add up to $180^\circ$: $180^\circ - 75^\circ = 105^\circ$.`,
        ),
        mc(
          md`Between parallel lines, which pair of angles adds up to $180^\circ$ instead of being equal?`,
          ["corresponding angles", "alternate angles", "co-interior angles", "vertically opposite angles"],
          "c",
          "Think of the C shape.",
          md`Co-interior angles are supplementary; the other three pairs are equal.`,
        ),
        tf(
          "If a transversal makes equal corresponding angles with two lines, the lines are parallel.",
          true,
          "The angle facts also work in reverse.",
          "Equal corresponding angles mean both lines go in the same direction, so they are parallel.",
        ),
        num(
          md`Two alternate angles are $(2x + 10)^\circ$ and $70^\circ$. What is $x$?`,
          "30",
          "Alternate angles are equal, so set up an equation.",
          md`$2x + 10 = 70$, so $2x = 60$ and $x = 30$.`,
        ),
      ],
    }),
  ],
};

const trianglesPolygons: SeedUnit = {
  slug: "geo-triangles-polygons",
  title: "Triangles and polygons",
  description: "Angle sums of triangles and polygons, kinds of triangles, and Pythagoras' theorem.",
  lessons: [
    lesson({
      slug: "geo-triangle-angle-sum",
      title: "The angles of a triangle",
      summary: "The three angles of any triangle add up to 180°, which lets you find a missing angle.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["triangles", "angle sum", "exterior angle"],
      prerequisites: ["geo-complementary-supplementary"],
      body: md`
        ## Always 180°

        Draw any triangle — tall, flat, tiny or huge. Tear off its three corners and put them side by side.
        They always make a **straight line**. That means:

        $$\text{the three angles of a triangle add up to } 180^\circ$$

        ## Finding the missing angle

        If you know two angles, subtract them from $180^\circ$. For a triangle with angles $50^\circ$ and
        $60^\circ$, the third angle is

        $$180^\circ - 50^\circ - 60^\circ = 70^\circ$$

        ## Special cases

        - In a **right triangle**, one angle is $90^\circ$, so the other two add up to $90^\circ$: they are
          complementary.
        - In an **equilateral triangle**, all three angles are equal: $180^\circ \div 3 = 60^\circ$ each.
        - A triangle can have **at most one** right angle or obtuse angle. Two right angles would already use
          up all $180^\circ$, leaving nothing for the third corner.

        ## Exterior angles

        Extend one side of a triangle past a corner. The angle between the extended side and the next side is
        an **exterior angle**. It is equal to the **sum of the two opposite interior angles**.

        Why? The exterior angle and its neighbouring interior angle make $180^\circ$, and so do all three interior
        angles. Take away the shared angle from both and what remains must be equal.

        ## With algebra

        If the angles are $x$, $2x$ and $3x$, then $x + 2x + 3x = 180$, so $6x = 180$ and $x = 30$. The angles
        are $30^\circ$, $60^\circ$ and $90^\circ$.
      `,
      examples: [
        {
          title: "A missing angle",
          problem: md`A right triangle has an angle of $35^\circ$. Find the third angle.`,
          solution: md`
            1. A right triangle has a $90^\circ$ angle.
            2. $180^\circ - 90^\circ - 35^\circ = 55^\circ$.
          `,
        },
        {
          title: "An exterior angle",
          problem: md`The two interior angles opposite an exterior angle are $40^\circ$ and $75^\circ$. Find the exterior angle.`,
          solution: md`
            1. An exterior angle equals the sum of the two opposite interior angles.
            2. $40^\circ + 75^\circ = 115^\circ$.
          `,
        },
      ],
      deck: [
        { title: "Angle sum", body: md`The angles of a triangle add up to $180^\circ$.` },
        { title: "Missing angle", body: md`$180^\circ - 50^\circ - 60^\circ = 70^\circ$` },
        { title: "Equilateral", body: md`Three equal angles of $60^\circ$.` },
        { title: "Exterior angle", body: "Equals the sum of the two opposite interior angles." },
      ],
      questions: [
        num(
          md`A triangle has angles of $50^\circ$ and $60^\circ$. How many degrees is the third angle?`,
          "70",
          md`Subtract both from $180^\circ$.`,
          md`$180^\circ - 50^\circ - 60^\circ = 70^\circ$.`,
        ),
        num(
          md`A right triangle has one angle of $35^\circ$. How many degrees is the other acute angle?`,
          "55",
          md`The right angle is $90^\circ$.`,
          md`$180^\circ - 90^\circ - 35^\circ = 55^\circ$.`,
        ),
        num(
          "The three angles of an equilateral triangle are equal. How many degrees is each angle?",
          "60",
          md`Share $180^\circ$ equally.`,
          md`$180^\circ \div 3 = 60^\circ$.`,
        ),
        tf(
          "A triangle can have two right angles.",
          false,
          "Add two right angles together. What is left for the third angle?",
          md`Two right angles make $180^\circ$, leaving $0^\circ$ for the third angle, which is impossible.`,
        ),
        num(
          md`The two interior angles opposite an exterior angle are $40^\circ$ and $75^\circ$. How many degrees is the exterior angle?`,
          "115",
          "The exterior angle is linked to the two opposite interior angles.",
          md`Exterior angle $= 40^\circ + 75^\circ = 115^\circ$.`,
        ),
        num(
          md`The angles of a triangle are $x$, $2x$ and $3x$ degrees. What is $x$?`,
          "30",
          "Add the three angles and set the total equal to 180.",
          md`$6x = 180$, so $x = 30$.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-classifying-triangles",
      title: "Kinds of triangles",
      summary:
        "Sort triangles by their sides and by their angles, and check whether three lengths can make a triangle.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["triangles", "isosceles", "equilateral", "scalene"],
      prerequisites: ["geo-triangle-angle-sum"],
      body: md`
        ## Sorting by sides

        - **Equilateral:** all three sides are equal. All three angles are $60^\circ$.
        - **Isosceles:** two sides are equal. The two angles at the ends of the third side (the **base
          angles**) are also equal.
        - **Scalene:** no sides are equal, and no angles are equal.

        On diagrams, equal sides are marked with the same number of small dashes.

        ## Sorting by angles

        - **Acute triangle:** all three angles are acute (less than $90^\circ$).
        - **Right triangle:** one angle is exactly $90^\circ$.
        - **Obtuse triangle:** one angle is more than $90^\circ$.

        A triangle gets one name from each list. A triangle with sides 5, 5 and 8 and angles $37^\circ$, $37^\circ$
        and $106^\circ$ (rounded) is an **obtuse isosceles** triangle.

        ## Isosceles triangles

        Because the base angles are equal, one angle is enough to find the others. If the top angle (the
        **apex**) is $40^\circ$, the two base angles share what is left:

        $$(180^\circ - 40^\circ) \div 2 = 70^\circ$$

        ## Can these lengths make a triangle?

        Try making a triangle from sticks of 3 cm, 4 cm and 9 cm. The two short sticks together reach only
        7 cm — they cannot meet over the 9 cm stick! This is the **triangle inequality**:

        > any two sides of a triangle must add up to **more** than the third side.

        Checking the two shortest sides against the longest is enough. For 5, 6 and 10: $5 + 6 = 11 > 10$,
        so these sticks do make a triangle.
      `,
      examples: [
        {
          title: "Base angles",
          problem: md`An isosceles triangle has an apex angle of $40^\circ$. Find each base angle.`,
          solution: md`
            1. The base angles are equal and share $180^\circ - 40^\circ = 140^\circ$.
            2. $140^\circ \div 2 = 70^\circ$ each.
          `,
        },
        {
          title: "Triangle inequality",
          problem: "Can sides of 3 cm, 4 cm and 9 cm make a triangle?",
          solution: md`
            1. The two shortest sides: $3 + 4 = 7$.
            2. $7$ is less than the longest side, $9$.
            3. **No**: the short sides cannot meet.
          `,
        },
      ],
      deck: [
        { title: "By sides", body: "Equilateral (3 equal), isosceles (2 equal), scalene (none equal)." },
        {
          title: "By angles",
          body: md`Acute (all under $90^\circ$), right ($90^\circ$), obtuse (over $90^\circ$).`,
        },
        { title: "Isosceles", body: "The base angles are equal." },
        {
          title: "Triangle inequality",
          body: "The two shorter sides must add up to more than the longest side.",
        },
      ],
      questions: [
        mc(
          "A triangle has sides of 5 cm, 5 cm and 8 cm. By its sides, it is…",
          ["equilateral", "isosceles", "scalene"],
          "b",
          "How many sides are equal?",
          "Exactly two sides are equal, so it is isosceles.",
        ),
        mc(
          md`A triangle has angles of $30^\circ$, $60^\circ$ and $90^\circ$. By its angles, it is…`,
          ["an acute triangle", "a right triangle", "an obtuse triangle"],
          "b",
          md`Is any angle exactly $90^\circ$?`,
          md`It has a $90^\circ$ angle, so it is a right triangle.`,
        ),
        num(
          md`An isosceles triangle has an apex angle of $40^\circ$. How many degrees is each base angle?`,
          "70",
          "The two base angles are equal and share what is left of 180°.",
          md`$(180^\circ - 40^\circ) \div 2 = 70^\circ$.`,
        ),
        tf(
          md`A triangle with angles $100^\circ$, $40^\circ$ and $40^\circ$ is an obtuse triangle.`,
          true,
          md`Is one angle bigger than $90^\circ$?`,
          md`$100^\circ$ is obtuse, so the triangle is obtuse (and also isosceles).`,
        ),
        tf(
          "Sticks of 3 cm, 4 cm and 9 cm can make a triangle.",
          false,
          "Add the two shortest lengths and compare with the longest.",
          md`$3 + 4 = 7$, which is less than 9, so the short sticks cannot meet.`,
        ),
        short(
          "What do we call a triangle with no equal sides?",
          "scalene",
          "It is not equilateral and not isosceles.",
          "A triangle with three different side lengths is scalene.",
          { language: "en", accept: ["scalene triangle", "a scalene triangle"] },
        ),
      ],
    }),
    lesson({
      slug: "geo-polygon-angle-sums",
      title: "Angles in polygons",
      summary:
        "Use triangles to find the sum of the interior angles of any polygon, and the angles of regular polygons.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["polygons", "interior angles", "exterior angles", "regular polygons"],
      prerequisites: ["geo-triangle-angle-sum"],
      body: md`
        ## Polygon names

        A **polygon** is a flat shape with straight sides. Some names to know:

        | Sides | Name | | Sides | Name |
        |---|---|---|---|---|
        | 3 | triangle | | 6 | hexagon |
        | 4 | quadrilateral | | 8 | octagon |
        | 5 | pentagon | | 10 | decagon |

        A **regular** polygon has all sides equal and all angles equal, like a square or a stop sign (a regular
        octagon).

        ## Split it into triangles

        Pick one corner of a polygon and draw lines to every other corner. A pentagon splits into **3**
        triangles, a hexagon into **4**. In general, a polygon with $n$ sides splits into $n - 2$ triangles, and
        each triangle has $180^\circ$. So the **interior angles** add up to

        $$S = (n - 2) \times 180^\circ$$

        - Quadrilateral: $(4 - 2) \times 180^\circ = 360^\circ$.
        - Pentagon: $(5 - 2) \times 180^\circ = 540^\circ$.
        - Octagon: $(8 - 2) \times 180^\circ = 1080^\circ$.

        ## Regular polygons

        In a regular polygon all the angles are equal, so divide the sum by the number of angles. A regular
        hexagon has angle sum $720^\circ$, so each angle is $720^\circ \div 6 = 120^\circ$.

        ## Exterior angles

        Walk around any polygon: at each corner you turn through the exterior angle. When you are back where you
        started, you have made one full turn. So the **exterior angles of any polygon add up to $360^\circ$**.

        For a regular polygon with $n$ sides, each exterior angle is $360^\circ \div n$. And at each corner the
        interior and exterior angles add up to $180^\circ$ — a quick way to check your work.
      `,
      examples: [
        {
          title: "Regular hexagon",
          problem: "Find each interior angle of a regular hexagon.",
          solution: md`
            1. Angle sum: $(6 - 2) \times 180^\circ = 720^\circ$.
            2. Six equal angles: $720^\circ \div 6 = 120^\circ$.
            3. Check with exterior angles: $360^\circ \div 6 = 60^\circ$, and $120^\circ + 60^\circ = 180^\circ$. ✓
          `,
        },
        {
          title: "Missing angle in a quadrilateral",
          problem: md`A quadrilateral has angles $90^\circ$, $85^\circ$ and $100^\circ$. Find the fourth.`,
          solution: md`
            1. The angles of a quadrilateral add up to $360^\circ$.
            2. $360^\circ - 90^\circ - 85^\circ - 100^\circ = 85^\circ$.
          `,
        },
      ],
      deck: [
        { title: "n − 2 triangles", body: md`A polygon with $n$ sides splits into $n - 2$ triangles.` },
        { title: "Interior sum", body: md`$S = (n - 2) \times 180^\circ$` },
        { title: "Regular polygons", body: "Equal sides and equal angles: divide the sum by $n$." },
        { title: "Exterior angles", body: md`Always add up to $360^\circ$.` },
      ],
      questions: [
        num(
          "What is the sum of the interior angles of a pentagon, in degrees?",
          "540",
          "A pentagon splits into how many triangles?",
          md`$(5 - 2) \times 180^\circ = 540^\circ$.`,
        ),
        num(
          "How many degrees is each interior angle of a regular hexagon?",
          "120",
          "Find the angle sum first, then share it among six angles.",
          md`$720^\circ \div 6 = 120^\circ$.`,
        ),
        num(
          "What is the sum of the interior angles of an octagon, in degrees?",
          "1080",
          md`Use $(n - 2) \times 180^\circ$ with $n = 8$.`,
          md`$6 \times 180^\circ = 1080^\circ$.`,
        ),
        short(
          "What is the name of a polygon with 6 sides?",
          "hexagon",
          "Think of the cells of a honeycomb.",
          "A six-sided polygon is a hexagon.",
          { language: "en", accept: ["a hexagon"] },
        ),
        num(
          "How many degrees is each exterior angle of a regular decagon (10 sides)?",
          "36",
          md`All the exterior angles together make $360^\circ$.`,
          md`$360^\circ \div 10 = 36^\circ$.`,
        ),
        num(
          md`A quadrilateral has angles of $90^\circ$, $85^\circ$ and $100^\circ$. How many degrees is the fourth angle?`,
          "85",
          "What do the angles of a quadrilateral add up to?",
          md`$360^\circ - 275^\circ = 85^\circ$.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-pythagorean-theorem",
      title: "Pythagoras' theorem",
      summary:
        "In a right triangle, the square of the hypotenuse equals the sum of the squares of the other two sides.",
      difficulty: "advanced",
      estimatedMinutes: 20,
      tags: ["Pythagoras", "right triangles", "square roots"],
      prerequisites: ["geo-classifying-triangles"],
      body: md`
        ## The longest side

        In a right triangle, the side opposite the right angle is the **hypotenuse**. It is always the
        **longest** side. The other two sides are called the **legs**.

        ## The theorem

        If the legs are $a$ and $b$ and the hypotenuse is $c$, then

        $$a^2 + b^2 = c^2$$

        Picture a square drawn on each side: the two smaller squares together have exactly the same area as the
        big square on the hypotenuse. This has been known for thousands of years and is named after the Greek
        thinker Pythagoras.

        ## Finding the hypotenuse

        Legs 6 and 8: $c^2 = 6^2 + 8^2 = 36 + 64 = 100$, so $c = \sqrt{100} = 10$.

        **Add** the squares, then take the square root.

        ## Finding a leg

        Hypotenuse 13, one leg 5: $b^2 = 13^2 - 5^2 = 169 - 25 = 144$, so $b = \sqrt{144} = 12$.

        **Subtract** the squares (big minus small), then take the square root.

        ## Not always whole numbers

        With legs 1 and 2, $c^2 = 1 + 4 = 5$ and $c = \sqrt{5} \approx 2.24$. Use a calculator and round sensibly.

        ## Pythagorean triples

        Some whole numbers fit perfectly: $3, 4, 5$ and $5, 12, 13$ and $8, 15, 17$. Multiples work too:
        $6, 8, 10$ is $3, 4, 5$ doubled.

        ## Is it a right triangle?

        The theorem works backwards too. For sides 7, 24 and 25: $7^2 + 24^2 = 49 + 576 = 625 = 25^2$, so the
        triangle has a right angle. If the numbers do not match, it does not.
      `,
      examples: [
        {
          title: "A ladder",
          problem:
            "A 13 m ladder leans against a wall. Its foot is 5 m from the wall. How high up the wall does it reach?",
          solution: md`
            1. The ladder is the hypotenuse: $c = 13$. One leg is $5$.
            2. $h^2 = 13^2 - 5^2 = 169 - 25 = 144$.
            3. $h = \sqrt{144} = 12$. The ladder reaches **12 m** up the wall.
          `,
        },
        {
          title: "Rounding",
          problem: "The legs of a right triangle are 1 and 2. Find the hypotenuse to one decimal place.",
          solution: md`
            1. $c^2 = 1^2 + 2^2 = 5$.
            2. $c = \sqrt{5} = 2.236\ldots \approx 2.2$.
          `,
        },
      ],
      deck: [
        { title: "Hypotenuse", body: "The longest side, opposite the right angle." },
        { title: "The theorem", body: md`$a^2 + b^2 = c^2$` },
        { title: "Find the hypotenuse", body: md`Add the squares, then square root: $\sqrt{36 + 64} = 10$.` },
        { title: "Find a leg", body: md`Subtract the squares, then square root: $\sqrt{169 - 25} = 12$.` },
        { title: "Triples", body: "3, 4, 5 · 5, 12, 13 · 8, 15, 17" },
      ],
      questions: [
        num(
          "The legs of a right triangle are 6 and 8. How long is the hypotenuse?",
          "10",
          "Square both legs and add.",
          md`$6^2 + 8^2 = 100$ and $\sqrt{100} = 10$.`,
        ),
        num(
          "The legs of a right triangle are 5 and 12. How long is the hypotenuse?",
          "13",
          md`Work out $5^2 + 12^2$, then take the square root.`,
          md`$25 + 144 = 169$ and $\sqrt{169} = 13$.`,
        ),
        num(
          "A right triangle has hypotenuse 10 and one leg 6. How long is the other leg?",
          "8",
          "For a leg, subtract the smaller square from the bigger one.",
          md`$10^2 - 6^2 = 64$ and $\sqrt{64} = 8$.`,
        ),
        num(
          "The legs of a right triangle are 1 and 2. How long is the hypotenuse, to one decimal place?",
          "2.2",
          "You will need a square root that is not a whole number.",
          md`$c = \sqrt{1 + 4} = \sqrt{5} \approx 2.24$, which is 2.2 to one decimal place.`,
          0.05,
        ),
        tf(
          "A triangle with sides 7, 24 and 25 is a right triangle.",
          true,
          md`Check whether $7^2 + 24^2 = 25^2$.`,
          md`$49 + 576 = 625 = 25^2$, so it has a right angle.`,
        ),
        mc(
          "In a right triangle, the hypotenuse is…",
          [
            "the longest side, opposite the right angle",
            "the shortest side",
            "either side next to the right angle",
            "the height of the triangle",
          ],
          "a",
          "It is the side the right angle 'looks at'.",
          "The hypotenuse is opposite the right angle and is always the longest side.",
        ),
        num(
          "A 13 m ladder leans against a wall with its foot 5 m from the wall. How many metres up the wall does it reach?",
          "12",
          "The ladder is the hypotenuse.",
          md`$\sqrt{13^2 - 5^2} = \sqrt{144} = 12$.`,
        ),
      ],
    }),
  ],
};

const areaPerimeter: SeedUnit = {
  slug: "geo-area-perimeter",
  title: "Area and perimeter",
  description:
    "Measure around shapes and the space inside them: rectangles, triangles, parallelograms, trapezoids and composite shapes.",
  lessons: [
    lesson({
      slug: "geo-perimeter",
      title: "Perimeter",
      summary: "Find the distance around a shape by adding the lengths of its sides.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["perimeter", "rectangles", "measurement"],
      prerequisites: [],
      body: md`
        ## Around the outside

        The **perimeter** of a shape is the total distance around its edge. Imagine walking all the way around a
        field: the distance you walk is its perimeter. Perimeter is a **length**, so it is measured in units such
        as cm, m or km.

        ## Add up the sides

        For any polygon, add the lengths of all the sides. A triangle with sides 5 cm, 6 cm and 7 cm has
        perimeter $5 + 6 + 7 = 18$ cm.

        ## Rectangles and squares

        A rectangle has two lengths ($l$) and two widths ($w$):

        $$P = 2l + 2w = 2(l + w)$$

        A rectangle 7 cm long and 4 cm wide has $P = 2(7 + 4) = 22$ cm.

        A square has four equal sides $s$, so $P = 4s$.

        ## Working backwards

        If you know the perimeter, you can find a missing side.

        - A square with perimeter 48 cm has sides of $48 \div 4 = 12$ cm.
        - A rectangle with perimeter 30 m and length 10 m: the two lengths use $20$ m, leaving $10$ m for the
          two widths, so each width is $5$ m.

        ## Watch out

        - Make sure every side is counted. On shapes with missing labels, work out the hidden lengths first.
        - All lengths must be in the **same unit** before you add them: change 1 m 20 cm into 120 cm, for example.
        - Perimeter and area are different. Two rectangles can have the same perimeter but different areas:
          a $1 \times 5$ rectangle and a $3 \times 3$ square both have perimeter 12, but areas 5 and 9.
      `,
      examples: [
        {
          title: "Rectangle",
          problem: "Find the perimeter of a rectangle 7 cm long and 4 cm wide.",
          solution: md`
            1. $P = 2(l + w)$.
            2. $P = 2(7 + 4) = 2 \times 11 = 22$ cm.
          `,
        },
        {
          title: "Missing width",
          problem: "A rectangle has perimeter 30 m and length 10 m. Find its width.",
          solution: md`
            1. The two lengths: $2 \times 10 = 20$ m.
            2. Left for the two widths: $30 - 20 = 10$ m.
            3. Each width: $10 \div 2 = 5$ m.
          `,
        },
      ],
      deck: [
        { title: "Perimeter", body: "The distance around the outside of a shape." },
        { title: "Rectangle", body: md`$P = 2(l + w)$` },
        { title: "Square", body: md`$P = 4s$` },
        { title: "Same units", body: "Convert every length to one unit before adding." },
      ],
      questions: [
        num(
          "What is the perimeter of a rectangle 7 cm long and 4 cm wide, in cm?",
          "22",
          "A rectangle has two lengths and two widths.",
          md`$2(7 + 4) = 22$ cm.`,
        ),
        num(
          "What is the perimeter of a square with sides of 9 m, in m?",
          "36",
          "A square has four equal sides.",
          md`$4 \times 9 = 36$ m.`,
        ),
        num(
          "A triangle has sides of 5 cm, 6 cm and 7 cm. What is its perimeter, in cm?",
          "18",
          "Add all the sides.",
          md`$5 + 6 + 7 = 18$ cm.`,
        ),
        num(
          "A square has a perimeter of 48 cm. How long is each side, in cm?",
          "12",
          "Share the perimeter among four equal sides.",
          md`$48 \div 4 = 12$ cm.`,
        ),
        num(
          "A rectangle has a perimeter of 30 m and a length of 10 m. What is its width, in m?",
          "5",
          "Take away both lengths first.",
          md`$30 - 20 = 10$ m for two widths, so each width is 5 m.`,
        ),
        tf(
          "Two rectangles with the same perimeter always have the same area.",
          false,
          md`Compare a $1 \times 5$ rectangle with a $3 \times 3$ square.`,
          "Both have perimeter 12, but their areas are 5 and 9.",
        ),
      ],
    }),
    lesson({
      slug: "geo-area-rectangles-triangles",
      title: "Area of rectangles and triangles",
      summary: "Measure the space inside rectangles and triangles in square units.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["area", "rectangles", "triangles"],
      prerequisites: ["geo-perimeter"],
      body: md`
        ## Square units

        **Area** is the amount of flat space inside a shape. We measure it by counting how many unit squares
        cover it. A square 1 cm by 1 cm has an area of 1 **square centimetre**, written $1 \text{ cm}^2$.
        Other units are $\text{m}^2$, $\text{mm}^2$ and $\text{km}^2$.

        ## Rectangles

        A rectangle 8 cm long and 5 cm wide is covered by 5 rows of 8 unit squares. Instead of counting, multiply:

        $$A = l \times w = 8 \times 5 = 40 \text{ cm}^2$$

        A square with side $s$ has area $A = s^2$. A square with side 7 m has area $49 \text{ m}^2$.

        ## Triangles

        Draw a triangle inside a rectangle with the same base and height. The triangle takes up exactly
        **half** the rectangle. So

        $$A = \frac{1}{2} \times b \times h$$

        where $b$ is the **base** and $h$ is the **height**.

        The height must be **perpendicular** (at a right angle) to the base. It is the straight-up distance from
        the base to the opposite corner — not the length of a sloping side. Sometimes the height falls outside
        the triangle; that is fine.

        A triangle with base 10 cm and height 6 cm has area $\frac{1}{2} \times 10 \times 6 = 30 \text{ cm}^2$.

        ## Working backwards

        A rectangle has area $36 \text{ m}^2$ and width 4 m. Since $l \times 4 = 36$, the length is
        $36 \div 4 = 9$ m.

        Always write the units: area answers are in **square** units.
      `,
      examples: [
        {
          title: "Triangle",
          problem: "Find the area of a triangle with base 9 cm and height 4 cm.",
          solution: md`
            1. $A = \frac{1}{2} \times b \times h$.
            2. $A = \frac{1}{2} \times 9 \times 4 = \frac{1}{2} \times 36 = 18 \text{ cm}^2$.
          `,
        },
      ],
      deck: [
        { title: "Area", body: md`Space inside a shape, in square units like $\text{cm}^2$.` },
        { title: "Rectangle", body: md`$A = l \times w$` },
        { title: "Triangle", body: md`$A = \frac{1}{2} \times b \times h$` },
        { title: "Perpendicular height", body: "The height meets the base at a right angle." },
      ],
      questions: [
        num(
          md`What is the area of a rectangle 8 m long and 5 m wide, in $\text{m}^2$?`,
          "40",
          "Multiply the length by the width.",
          md`$8 \times 5 = 40 \text{ m}^2$.`,
        ),
        num(
          md`What is the area of a triangle with base 10 cm and height 6 cm, in $\text{cm}^2$?`,
          "30",
          "A triangle is half of a rectangle.",
          md`$\frac{1}{2} \times 10 \times 6 = 30 \text{ cm}^2$.`,
        ),
        num(
          md`What is the area of a square with sides of 7 cm, in $\text{cm}^2$?`,
          "49",
          "Multiply the side by itself.",
          md`$7^2 = 49 \text{ cm}^2$.`,
        ),
        num(
          md`What is the area of a triangle with base 9 cm and height 4 cm, in $\text{cm}^2$?`,
          "18",
          md`Use $\frac{1}{2} \times b \times h$.`,
          md`$\frac{1}{2} \times 9 \times 4 = 18 \text{ cm}^2$.`,
        ),
        mc(
          "The sides of a rectangle are measured in metres. In which unit is its area?",
          ["m", md`$\text{m}^2$`, md`$\text{m}^3$`, "cm"],
          "b",
          "Area counts squares.",
          md`Area is measured in square units, here square metres, $\text{m}^2$.`,
        ),
        num(
          md`A rectangle has an area of $36 \text{ m}^2$ and a width of 4 m. How long is it, in m?`,
          "9",
          "Which number times 4 gives 36?",
          md`$36 \div 4 = 9$ m.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-area-parallelograms-trapezoids",
      title: "Area of parallelograms and trapezoids",
      summary: "Rearrange parallelograms and trapezoids into familiar shapes to find their areas.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["area", "parallelograms", "trapezoids"],
      prerequisites: ["geo-area-rectangles-triangles"],
      body: md`
        ## Parallelograms

        A **parallelogram** has two pairs of parallel sides. Cut a right triangle off one end and slide it to the
        other end: you get a **rectangle** with the same base and height. So

        $$A = b \times h$$

        Just like with triangles, $h$ is the **perpendicular height** — the straight-up distance between the two
        parallel sides — and **not** the slanted side. A parallelogram with base 12 cm and height 5 cm has area
        $60 \text{ cm}^2$, however much it leans.

        ## Trapezoids

        A **trapezoid** (called a *trapezium* in the UK) has exactly one pair of parallel sides, $a$ and $b$.
        Take two copies of the same trapezoid, turn one upside down and put them together: they make a
        parallelogram with base $a + b$ and height $h$. One trapezoid is half of that:

        $$A = \frac{1}{2}(a + b)h$$

        In words: **add the parallel sides, halve, and multiply by the height**. This is the same as using the
        *average* of the two parallel sides as the base.

        A trapezoid with parallel sides 6 cm and 10 cm and height 4 cm has area
        $\frac{1}{2}(6 + 10) \times 4 = 8 \times 4 = 32 \text{ cm}^2$.

        ## Working backwards

        A parallelogram has area $56 \text{ cm}^2$ and base 8 cm. Since $8 \times h = 56$, the height is
        $56 \div 8 = 7$ cm.

        ## Summary of area formulas

        | Shape | Area |
        |---|---|
        | Rectangle | $l \times w$ |
        | Triangle | $\frac{1}{2} b h$ |
        | Parallelogram | $b h$ |
        | Trapezoid | $\frac{1}{2}(a + b) h$ |
      `,
      examples: [
        {
          title: "Trapezoid",
          problem: "A trapezoid has parallel sides of 3 m and 7 m and a height of 5 m. Find its area.",
          solution: md`
            1. Add the parallel sides: $3 + 7 = 10$.
            2. Halve: $10 \div 2 = 5$.
            3. Multiply by the height: $5 \times 5 = 25 \text{ m}^2$.
          `,
        },
        {
          title: "Missing height",
          problem: md`A parallelogram has area $56 \text{ cm}^2$ and base 8 cm. Find its height.`,
          solution: md`
            1. $A = b \times h$, so $56 = 8 \times h$.
            2. $h = 56 \div 8 = 7$ cm.
          `,
        },
      ],
      deck: [
        { title: "Parallelogram", body: md`$A = b \times h$ — it rearranges into a rectangle.` },
        { title: "Not the slant", body: "Use the perpendicular height, never the sloping side." },
        { title: "Trapezoid", body: md`$A = \frac{1}{2}(a + b)h$` },
        { title: "In words", body: "Add the parallel sides, halve, multiply by the height." },
      ],
      questions: [
        num(
          md`A parallelogram has base 12 cm and height 5 cm. What is its area, in $\text{cm}^2$?`,
          "60",
          "A parallelogram rearranges into a rectangle.",
          md`$12 \times 5 = 60 \text{ cm}^2$.`,
        ),
        num(
          md`A trapezoid has parallel sides of 6 cm and 10 cm and height 4 cm. What is its area, in $\text{cm}^2$?`,
          "32",
          "Add the parallel sides, halve, then multiply by the height.",
          md`$\frac{1}{2}(6 + 10) \times 4 = 32 \text{ cm}^2$.`,
        ),
        num(
          md`A trapezoid has parallel sides of 3 m and 7 m and height 5 m. What is its area, in $\text{m}^2$?`,
          "25",
          md`Use $\frac{1}{2}(a + b)h$.`,
          md`$\frac{1}{2} \times 10 \times 5 = 25 \text{ m}^2$.`,
        ),
        tf(
          "To find the area of a parallelogram, you multiply the base by the length of the slanted side.",
          false,
          "Which distance does the height measure?",
          "You need the perpendicular height, not the slanted side, which is longer.",
        ),
        num(
          md`A parallelogram has an area of $56 \text{ cm}^2$ and a base of 8 cm. What is its height, in cm?`,
          "7",
          "Area is base times height. Which number times 8 gives 56?",
          md`$56 \div 8 = 7$ cm.`,
        ),
        mc(
          "Which formula gives the area of a trapezoid with parallel sides $a$ and $b$ and height $h$?",
          [md`$\frac{1}{2}(a + b)h$`, "$abh$", md`$(a + b)h$`, md`$\frac{1}{2}abh$`],
          "a",
          "Two copies of the trapezoid make a parallelogram with base $a + b$.",
          md`One trapezoid is half of that parallelogram: $\frac{1}{2}(a + b)h$.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-composite-shapes",
      title: "Area of composite shapes",
      summary: "Find the area of complicated shapes by splitting them into simple parts or by subtracting.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["area", "composite shapes", "problem solving"],
      prerequisites: ["geo-area-parallelograms-trapezoids"],
      body: md`
        ## Shapes made of shapes

        Many real shapes — a room, a garden, a logo — are not simple rectangles or triangles. A **composite
        shape** is made of simpler shapes joined together. There are two main strategies.

        ## Strategy 1: split and add

        Cut the shape into non-overlapping pieces whose areas you can find. Then **add** the areas.

        An L-shaped room can be split into two rectangles. If one is $6 \times 4$ m and the other $3 \times 2$ m,
        the total area is $24 + 6 = 30 \text{ m}^2$.

        A "house" shape is a square with a triangle on top. With a square of side 6 and a triangle of base 6
        and height 4, the area is $36 + \frac{1}{2} \times 6 \times 4 = 36 + 12 = 48$.

        ## Strategy 2: the big shape minus the missing part

        Sometimes it is easier to find the area of a big simple shape and **subtract** what is missing.

        A picture frame is a $12 \times 10$ cm rectangle with an $8 \times 6$ cm hole. The frame's area is
        $120 - 48 = 72 \text{ cm}^2$.

        ## Tips

        1. **Sketch** the shape and mark every length you know.
        2. **Find missing lengths** from the ones you have. In an L-shape, the total width is the sum of the
           two parts.
        3. Check that the pieces do **not overlap** and do **not leave gaps**.
        4. Try both strategies if you are stuck: they must give the same answer!
      `,
      examples: [
        {
          title: "Subtract a hole",
          problem:
            "A garden is 10 m by 8 m. A rectangular pond in it is 2 m by 3 m. What area of grass is there?",
          solution: md`
            1. Whole garden: $10 \times 8 = 80 \text{ m}^2$.
            2. Pond: $2 \times 3 = 6 \text{ m}^2$.
            3. Grass: $80 - 6 = 74 \text{ m}^2$.
          `,
        },
        {
          title: "Split an L-shape",
          problem:
            "An L-shape is a 10 by 8 rectangle with a 4 by 3 rectangle cut from one corner. Find its area.",
          solution: md`
            1. Big rectangle: $10 \times 8 = 80$.
            2. Cut-out corner: $4 \times 3 = 12$.
            3. L-shape: $80 - 12 = 68$ square units.
          `,
        },
      ],
      deck: [
        { title: "Composite shape", body: "A shape built from simpler shapes." },
        { title: "Split and add", body: "Cut into pieces that do not overlap, then add their areas." },
        { title: "Subtract", body: "Big shape minus the missing part." },
        { title: "Missing lengths", body: "Use the lengths you know to find the ones you don't." },
      ],
      questions: [
        num(
          md`An L-shape is made of a $6 \times 4$ rectangle and a $3 \times 2$ rectangle that do not overlap. What is its total area?`,
          "30",
          "Find each rectangle's area.",
          md`$24 + 6 = 30$ square units.`,
        ),
        num(
          md`A garden is 10 m by 8 m and contains a pond 2 m by 3 m. What is the area of grass, in $\text{m}^2$?`,
          "74",
          "Start with the whole garden, then remove the pond.",
          md`$80 - 6 = 74 \text{ m}^2$.`,
        ),
        num(
          "A house shape is a square with side 6 and a triangle on top with base 6 and height 4. What is its total area?",
          "48",
          "Add the area of the square and the area of the triangle.",
          md`$36 + \frac{1}{2} \times 6 \times 4 = 36 + 12 = 48$.`,
        ),
        num(
          md`A picture frame is a $12 \times 10$ cm rectangle with an $8 \times 6$ cm hole in the middle. What is the area of the frame, in $\text{cm}^2$?`,
          "72",
          "Outer rectangle minus the hole.",
          md`$120 - 48 = 72 \text{ cm}^2$.`,
        ),
        tf(
          "You can find the area of a composite shape by adding the areas of parts that do not overlap.",
          true,
          "Think of cutting the shape into pieces.",
          "As long as the parts do not overlap or leave gaps, their areas add up to the whole area.",
        ),
        mc(
          "What is the easiest way to find the area of a rectangle with a square hole cut out of it?",
          [
            "Subtract the hole's area from the rectangle's area",
            "Add the hole's area to the rectangle's area",
            "Multiply the two areas",
            "Find the perimeter instead",
          ],
          "a",
          "The hole is missing from the shape.",
          "The shape is the whole rectangle minus the hole.",
        ),
      ],
    }),
  ],
};

const circlesSolids: SeedUnit = {
  slug: "geo-circles-solids",
  title: "Circles and solids",
  description: "Circumference and area of circles, then the volume and surface area of prisms.",
  lessons: [
    lesson({
      slug: "geo-circle-circumference",
      title: "Circles and circumference",
      summary: "Learn the parts of a circle and use pi to find the distance around it.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["circles", "circumference", "pi"],
      prerequisites: ["geo-perimeter"],
      body: md`
        ## Parts of a circle

        - The **centre** is the point in the middle.
        - The **radius** $r$ is the distance from the centre to the edge.
        - The **diameter** $d$ goes straight across through the centre. It is twice the radius: $d = 2r$.
        - The **circumference** $C$ is the distance all the way around — the circle's perimeter.

        ## Meet pi

        Wrap a string around a can, then measure the can across. However big or small the circle, the
        circumference is always a little more than **three times** the diameter. This special number is called
        **pi**, written $\pi$:

        $$\pi = \frac{C}{d} \approx 3.14159\ldots$$

        Its digits go on forever without repeating. For most problems we use $\pi \approx 3.14$ (or the $\pi$ key
        on a calculator).

        ## The formula

        $$C = \pi d \qquad \text{or} \qquad C = 2\pi r$$

        A wheel with diameter 10 cm has circumference $C = 3.14 \times 10 = 31.4$ cm. Each turn, it rolls
        forward 31.4 cm.

        A circle with radius 3 m has $C = 2 \times 3.14 \times 3 = 18.84$ m.

        ## Working backwards

        If the circumference is 62.8 cm, the diameter is $62.8 \div 3.14 = 20$ cm.

        ## Careful!

        Read the question: is it giving the radius or the diameter? Mixing them up is the most common mistake
        with circles. If you are given the radius, double it to get the diameter, or use $C = 2\pi r$.
      `,
      examples: [
        {
          title: "From the radius",
          problem: md`Find the circumference of a circle with radius 3 m. Use $\pi \approx 3.14$.`,
          solution: md`
            1. $C = 2\pi r$.
            2. $C = 2 \times 3.14 \times 3 = 18.84$ m.
          `,
        },
        {
          title: "Backwards",
          problem: md`A circle has circumference 62.8 cm. Find its diameter. Use $\pi \approx 3.14$.`,
          solution: md`
            1. $C = \pi d$, so $d = C \div \pi$.
            2. $d = 62.8 \div 3.14 = 20$ cm.
          `,
        },
      ],
      deck: [
        { title: "Radius and diameter", body: md`$d = 2r$` },
        { title: "Pi", body: md`$\pi = \frac{C}{d} \approx 3.14$` },
        { title: "Circumference", body: md`$C = \pi d = 2\pi r$` },
        { title: "Read carefully", body: "Radius or diameter? Check before you calculate." },
      ],
      questions: [
        num(
          "A circle has a radius of 7 cm. What is its diameter, in cm?",
          "14",
          "The diameter goes all the way across.",
          md`$d = 2r = 14$ cm.`,
        ),
        num(
          md`A wheel has a diameter of 10 cm. What is its circumference, in cm? Use $\pi \approx 3.14$.`,
          "31.4",
          md`Use $C = \pi d$.`,
          md`$3.14 \times 10 = 31.4$ cm.`,
          0.05,
        ),
        num(
          md`A circle has a radius of 3 m. What is its circumference, in m? Use $\pi \approx 3.14$.`,
          "18.84",
          md`Use $C = 2\pi r$, or double the radius first.`,
          md`$2 \times 3.14 \times 3 = 18.84$ m.`,
          0.02,
        ),
        num(
          md`A circle has a circumference of 62.8 cm. What is its diameter, in cm? Use $\pi \approx 3.14$.`,
          "20",
          "Undo the multiplication by pi.",
          md`$62.8 \div 3.14 = 20$ cm.`,
          0.01,
        ),
        tf(
          "The diameter of a circle is twice its radius.",
          true,
          "The diameter passes through the centre from edge to edge.",
          "The diameter is made of two radii end to end.",
        ),
        mc(
          md`Which of these is closest to $\pi$?`,
          ["3.14", "2.14", "3.41", "22.7"],
          "a",
          "The circumference is a little more than three diameters.",
          md`$\pi = 3.14159\ldots$, so 3.14 is closest.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-circle-area",
      title: "Area of a circle",
      summary: "Use the formula A = πr² to find the area of circles and semicircles.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["circles", "area", "pi"],
      prerequisites: ["geo-circle-circumference", "geo-area-rectangles-triangles"],
      body: md`
        ## The formula

        The area of a circle with radius $r$ is

        $$A = \pi r^2$$

        Remember that $r^2$ means $r \times r$. Square the radius **first**, then multiply by $\pi$.

        ## Why does it work?

        Cut a circle into many thin slices, like a pizza, and arrange them top-to-tail in a row. The result
        looks almost like a **rectangle**. Its height is the radius $r$, and its length is half the circumference,
        $\pi r$. So its area is $\pi r \times r = \pi r^2$. The thinner the slices, the better the fit.

        ## Examples

        - Radius 3 cm: $A = 3.14 \times 3^2 = 3.14 \times 9 = 28.26 \text{ cm}^2$.
        - Radius 10 m: $A = 3.14 \times 100 = 314 \text{ m}^2$.

        ## Given the diameter?

        Halve it first! A circle with diameter 8 cm has radius 4 cm, so
        $A = 3.14 \times 4^2 = 3.14 \times 16 = 50.24 \text{ cm}^2$.

        ## Semicircles and quarter circles

        A semicircle is half a circle, so its area is $\frac{1}{2}\pi r^2$. A quarter circle is $\frac{1}{4}\pi r^2$.

        ## Doubling the radius

        If you double the radius, the area does **not** just double. $r^2$ becomes $(2r)^2 = 4r^2$, so the area
        becomes **four times** as big. A 12-inch pizza has about four times as much pizza as a 6-inch one!

        ## Don't mix them up

        | | Formula | Units |
        |---|---|---|
        | Circumference | $2\pi r$ | cm, m |
        | Area | $\pi r^2$ | $\text{cm}^2$, $\text{m}^2$ |
      `,
      examples: [
        {
          title: "From the diameter",
          problem: md`Find the area of a circle with diameter 8 cm. Use $\pi \approx 3.14$.`,
          solution: md`
            1. Radius: $8 \div 2 = 4$ cm.
            2. Square it: $4^2 = 16$.
            3. $A = 3.14 \times 16 = 50.24 \text{ cm}^2$.
          `,
        },
        {
          title: "A semicircle",
          problem: md`Find the area of a semicircle with radius 2 m. Use $\pi \approx 3.14$.`,
          solution: md`
            1. Whole circle: $3.14 \times 2^2 = 12.56 \text{ m}^2$.
            2. Half of it: $12.56 \div 2 = 6.28 \text{ m}^2$.
          `,
        },
      ],
      deck: [
        { title: "Area of a circle", body: md`$A = \pi r^2$` },
        { title: "Square first", body: md`$r^2 = r \times r$; then multiply by $\pi$.` },
        { title: "Diameter given?", body: "Halve it to get the radius." },
        { title: "Double the radius", body: "The area becomes four times as big." },
      ],
      questions: [
        num(
          md`What is the area of a circle with radius 3 cm, in $\text{cm}^2$? Use $\pi \approx 3.14$.`,
          "28.26",
          "Square the radius, then multiply by pi.",
          md`$3.14 \times 9 = 28.26 \text{ cm}^2$.`,
          0.05,
        ),
        num(
          md`What is the area of a circle with radius 10 m, in $\text{m}^2$? Use $\pi \approx 3.14$.`,
          "314",
          md`$10^2 = 100$.`,
          md`$3.14 \times 100 = 314 \text{ m}^2$.`,
          0.2,
        ),
        num(
          md`What is the area of a circle with diameter 8 cm, in $\text{cm}^2$? Use $\pi \approx 3.14$.`,
          "50.24",
          "Find the radius first.",
          md`$r = 4$, so $A = 3.14 \times 16 = 50.24 \text{ cm}^2$.`,
          0.05,
        ),
        tf(
          "If you double the radius of a circle, its area doubles.",
          false,
          md`Compare $\pi \times 1^2$ with $\pi \times 2^2$.`,
          md`The area depends on $r^2$, so doubling $r$ makes the area $2^2 = 4$ times as big.`,
        ),
        num(
          md`What is the area of a semicircle with radius 2 m, in $\text{m}^2$? Use $\pi \approx 3.14$.`,
          "6.28",
          "Find the area of the whole circle, then halve it.",
          md`$\frac{1}{2} \times 3.14 \times 4 = 6.28 \text{ m}^2$.`,
          0.01,
        ),
        mc(
          "Which formula gives the area of a circle with radius $r$?",
          [md`$\pi r^2$`, md`$2\pi r$`, md`$\pi d$`, md`$2\pi r^2$`],
          "a",
          "Area is in square units, so look for a square.",
          md`$A = \pi r^2$. The formulas $2\pi r$ and $\pi d$ give the circumference.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-volume-prisms",
      title: "Volume of prisms",
      summary:
        "Find how much space a box or prism takes up by multiplying the area of its base by its height.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["volume", "prisms", "cuboids"],
      prerequisites: ["geo-area-rectangles-triangles"],
      body: md`
        ## Cubic units

        **Volume** is the amount of space a solid takes up. We measure it by counting **unit cubes**. A cube
        1 cm on each side has a volume of 1 **cubic centimetre**, $1 \text{ cm}^3$. Other units are
        $\text{m}^3$ and $\text{mm}^3$. For liquids: $1000 \text{ cm}^3 = 1$ litre.

        ## Cuboids (rectangular boxes)

        A box 5 cm long, 3 cm wide and 2 cm high holds 2 layers of $5 \times 3 = 15$ cubes: 30 cubes in all.

        $$V = l \times w \times h$$

        A **cube** with side $s$ has $V = s^3$. A cube with side 4 cm has $V = 4 \times 4 \times 4 = 64 \text{ cm}^3$.

        ## Any prism

        A **prism** is a solid with the same cross-section all the way through: a cuboid, a triangular prism (like
        a tent or a chocolate bar box), a hexagonal prism (like a pencil). For every prism:

        $$V = \text{area of the base} \times \text{height (or length)}$$

        A triangular prism whose triangle has base 6 cm and height 4 cm, and which is 10 cm long:

        - Triangle area: $\frac{1}{2} \times 6 \times 4 = 12 \text{ cm}^2$.
        - Volume: $12 \times 10 = 120 \text{ cm}^3$.

        ## Working backwards

        A cuboid has volume $60 \text{ cm}^3$, length 5 cm and width 3 cm. The base has area $15 \text{ cm}^2$, so
        the height is $60 \div 15 = 4$ cm.

        ## Three kinds of measure

        Length (cm), area ($\text{cm}^2$) and volume ($\text{cm}^3$) are different. The small number tells you
        how many lengths were multiplied together.
      `,
      examples: [
        {
          title: "Triangular prism",
          problem:
            "A tent is a triangular prism. Its triangular end has base 2 m and height 1.5 m, and the tent is 3 m long. Find its volume.",
          solution: md`
            1. Triangle area: $\frac{1}{2} \times 2 \times 1.5 = 1.5 \text{ m}^2$.
            2. Volume: $1.5 \times 3 = 4.5 \text{ m}^3$.
          `,
        },
        {
          title: "Missing height",
          problem: md`A cuboid has volume $60 \text{ cm}^3$, length 5 cm and width 3 cm. Find its height.`,
          solution: md`
            1. Base area: $5 \times 3 = 15 \text{ cm}^2$.
            2. Height: $60 \div 15 = 4$ cm.
          `,
        },
      ],
      deck: [
        { title: "Volume", body: md`Space inside a solid, in cubic units like $\text{cm}^3$.` },
        { title: "Cuboid", body: md`$V = l \times w \times h$` },
        { title: "Cube", body: md`$V = s^3$` },
        { title: "Any prism", body: "Volume = base area × height." },
        { title: "Litres", body: md`$1000 \text{ cm}^3 = 1$ litre` },
      ],
      questions: [
        num(
          md`What is the volume of a box 5 cm long, 3 cm wide and 2 cm high, in $\text{cm}^3$?`,
          "30",
          "Multiply the three dimensions.",
          md`$5 \times 3 \times 2 = 30 \text{ cm}^3$.`,
        ),
        num(
          md`What is the volume of a cube with sides of 4 cm, in $\text{cm}^3$?`,
          "64",
          "Multiply the side by itself three times.",
          md`$4^3 = 64 \text{ cm}^3$.`,
        ),
        num(
          md`A triangular prism is 10 cm long. Its triangular end has base 6 cm and height 4 cm. What is its volume, in $\text{cm}^3$?`,
          "120",
          "Find the area of the triangle first.",
          md`$\frac{1}{2} \times 6 \times 4 = 12$, and $12 \times 10 = 120 \text{ cm}^3$.`,
        ),
        num(
          md`A cuboid has a volume of $60 \text{ cm}^3$, a length of 5 cm and a width of 3 cm. What is its height, in cm?`,
          "4",
          "Work out the area of the base, then divide.",
          md`$60 \div (5 \times 3) = 4$ cm.`,
        ),
        mc(
          "The edges of a box are measured in centimetres. In which unit is its volume?",
          ["cm", md`$\text{cm}^2$`, md`$\text{cm}^3$`, "litres per cm"],
          "c",
          "Volume multiplies three lengths.",
          md`Volume is measured in cubic units: $\text{cm}^3$.`,
        ),
        tf(
          md`One litre is the same as $1000 \text{ cm}^3$.`,
          true,
          "A litre fills a cube 10 cm on each side.",
          md`$10 \times 10 \times 10 = 1000 \text{ cm}^3 = 1$ litre.`,
        ),
      ],
    }),
    lesson({
      slug: "geo-surface-area",
      title: "Surface area of boxes",
      summary: "Unfold a box into a net and add the areas of all its faces.",
      difficulty: "advanced",
      estimatedMinutes: 15,
      tags: ["surface area", "nets", "cuboids", "cubes"],
      prerequisites: ["geo-volume-prisms"],
      body: md`
        ## Wrapping a present

        How much wrapping paper covers a box exactly? That is its **surface area**: the total area of all its
        faces. Surface area is an **area**, so it is measured in square units such as $\text{cm}^2$.

        ## Nets

        Cut along some edges of a cardboard box and fold it flat. The flat shape is called a **net**. A cuboid's
        net is made of **6 rectangles**; a cube's net is made of **6 equal squares**. The surface area is the area
        of the net.

        ## Cuboids

        A cuboid has three pairs of identical faces: top and bottom ($l \times w$), front and back ($l \times h$),
        left and right ($w \times h$). So

        $$SA = 2(lw + lh + wh)$$

        For a box $4 \times 3 \times 2$ cm:

        - $lw = 12$, $lh = 8$, $wh = 6$.
        - $SA = 2(12 + 8 + 6) = 2 \times 26 = 52 \text{ cm}^2$.

        ## Cubes

        A cube has 6 identical square faces of side $s$, so

        $$SA = 6s^2$$

        A cube with side 3 cm has $SA = 6 \times 9 = 54 \text{ cm}^2$.

        ## Open boxes

        Real problems may leave out a face. A box with **no lid** has only 5 faces: leave out one $l \times w$
        face. Read the question and count the faces before you add.

        ## Volume or surface area?

        Volume tells you how much a box **holds** (cubic units). Surface area tells you how much material is
        needed to **make or cover** it (square units).
      `,
      examples: [
        {
          title: "Open-top box",
          problem:
            "A box with no lid has a base of 5 cm by 4 cm and a height of 2 cm. Find its surface area.",
          solution: md`
            1. Base (one only, no lid): $5 \times 4 = 20$.
            2. Front and back: $2 \times (5 \times 2) = 20$.
            3. Left and right: $2 \times (4 \times 2) = 16$.
            4. Total: $20 + 20 + 16 = 56 \text{ cm}^2$.
          `,
        },
      ],
      deck: [
        { title: "Surface area", body: "The total area of all the faces." },
        { title: "Nets", body: "Unfold the solid: a cuboid's net has 6 rectangles." },
        { title: "Cuboid", body: md`$SA = 2(lw + lh + wh)$` },
        { title: "Cube", body: md`$SA = 6s^2$` },
        { title: "Count the faces", body: "A box with no lid has only 5 faces." },
      ],
      questions: [
        num(
          md`What is the surface area of a cube with sides of 3 cm, in $\text{cm}^2$?`,
          "54",
          "A cube has six identical square faces.",
          md`$6 \times 3^2 = 54 \text{ cm}^2$.`,
        ),
        num(
          md`What is the surface area of a cuboid 4 cm by 3 cm by 2 cm, in $\text{cm}^2$?`,
          "52",
          "Find the three different face areas, add them and double.",
          md`$2(12 + 8 + 6) = 52 \text{ cm}^2$.`,
        ),
        num(
          md`What is the surface area of a cube with sides of 5 m, in $\text{m}^2$?`,
          "150",
          md`Use $6s^2$.`,
          md`$6 \times 25 = 150 \text{ m}^2$.`,
        ),
        num(
          "How many faces does a cuboid have?",
          "6",
          "Think of a cereal box: top, bottom, and the sides.",
          "Top, bottom, front, back, left and right: 6 faces.",
        ),
        tf(
          "The net of a cube is made of 6 squares.",
          true,
          "How many faces does a cube have, and what shape are they?",
          "A cube has 6 square faces, so its net has 6 squares.",
        ),
        num(
          md`A box with no lid has a base of 5 cm by 4 cm and a height of 2 cm. What is its surface area, in $\text{cm}^2$?`,
          "56",
          "Count only five faces: there is no top.",
          md`$20 + 2(10) + 2(8) = 56 \text{ cm}^2$.`,
        ),
      ],
    }),
  ],
};

export const geometry: SeedCourse = {
  slug: "geometry",
  title: "Geometry",
  subject: "Mathematics",
  gradeBand: "6-8",
  description:
    "Angles, triangles and polygons, Pythagoras' theorem, area and perimeter, circles, volume and surface area.",
  units: [angles, trianglesPolygons, areaPerimeter, circlesSolids],
};
