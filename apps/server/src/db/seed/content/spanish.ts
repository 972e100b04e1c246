/** "Spanish 1" (9-12): greetings, numbers and dates, nouns and adjectives, ser/estar and the present tense. */
import { es, lesson, mc, md, num, tf } from "./helpers.ts";
import type { SeedCourse, SeedUnit } from "./types.ts";

const firstSteps: SeedUnit = {
  slug: "es-first-steps",
  title: "¡Hola! First steps",
  description: "Greet people, introduce yourself, count to thirty and talk about days, months and dates.",
  lessons: [
    lesson({
      slug: "es-greetings",
      title: "Greetings and polite words",
      summary:
        "Say hello and goodbye at any time of day, ask how someone is, and choose between tú and usted.",
      difficulty: "beginner",
      estimatedMinutes: 8,
      tags: ["greetings", "politeness", "vocabulary"],
      prerequisites: [],
      body: md`
        ## Hello!

        - **¡Hola!** — Hello! / Hi! (the *h* is silent: say "OH-la"). Works with everyone.
        - **Buenos días** — Good morning (until lunchtime).
        - **Buenas tardes** — Good afternoon / good evening (after lunch until it gets dark).
        - **Buenas noches** — Good evening / good night (when it is dark, to say hello **or** goodbye).

        Spanish speakers often combine them: **¡Hola, buenos días!**

        ## Goodbye

        - **Adiós** — goodbye.
        - **Hasta luego** — see you later (very common, even if you won't see the person later!).
        - **Hasta mañana** — see you tomorrow.
        - **Chao** — bye (casual, especially in Latin America).

        ## How are you?

        - **¿Qué tal?** — How's it going? (casual)
        - **¿Cómo estás?** — How are you? (to a friend)
        - **¿Cómo está usted?** — How are you? (polite)
        - **Bien, gracias. ¿Y tú?** — Fine, thanks. And you? · **Muy bien** — very well · **Regular** — so-so ·
          **Mal** — bad.

        ## Magic words

        **Por favor** (please), **gracias** (thank you), **muchas gracias** (thank you very much),
        **de nada** (you're welcome), **perdón** / **disculpe** (sorry / excuse me).

        ## Tú or usted?

        **Tú** is the friendly "you" for friends, family and people your age. **Usted** is the polite "you" for
        adults you don't know well, older people and in formal situations. In much of Latin America, **ustedes** is
        the plural "you" for everyone; in Spain, friends are **vosotros**.

        ## Upside-down punctuation

        Spanish questions and exclamations **start** with an upside-down mark: **¿**Cómo estás**?**
        **¡**Hola**!** It warns you how to read the sentence from the very beginning.
      `,
      examples: [
        {
          title: "Meeting a neighbour",
          problem: "It is 10 am. Greet your older neighbour, Señora Ruiz, politely and ask how she is.",
          solution: md`
            1. Morning greeting: *Buenos días*.
            2. Polite "you" for an older adult: *usted*.
            3. **¡Buenos días, señora Ruiz! ¿Cómo está usted?**
          `,
        },
      ],
      deck: [
        { title: "Hello", body: "**¡Hola!** · **Buenos días** · **Buenas tardes** · **Buenas noches**" },
        { title: "Goodbye", body: "**Adiós** · **Hasta luego** · **Hasta mañana**" },
        { title: "How are you?", body: "**¿Qué tal?** · **¿Cómo estás?** — **Bien, gracias.**" },
        { title: "Tú or usted", body: "**tú**: friends · **usted**: polite, older adults" },
        { title: "¿ and ¡", body: "Questions and exclamations start upside down: **¿Qué tal?**" },
      ],
      questions: [
        es(
          "How do you say 'hello' in Spanish?",
          "hola",
          "Four letters, and the first one is silent.",
          "**¡Hola!** — the *h* is silent.",
        ),
        es(
          "How do you say 'good morning' in Spanish?",
          "buenos días",
          "'Good' + 'days', in the plural.",
          "**Buenos días** — literally 'good days'.",
        ),
        es(
          "How do you say 'thank you' in Spanish?",
          "gracias",
          "You might know it from 'gracious'.",
          "**Gracias** means thank you.",
        ),
        mc(
          "It is 9 pm and dark. Which greeting do you use when you arrive at a friend's house?",
          ["Buenas noches", "Buenos días", "Buenas tardes"],
          "a",
          "Which greeting is used once it is dark?",
          "*Buenas noches* is used after dark, both for hello and for goodbye.",
        ),
        tf(
          "Spanish questions start with an upside-down question mark (¿).",
          true,
          "Look at how '¿Cómo estás?' is written.",
          "Spanish questions open with *¿* and close with *?*.",
        ),
        es(
          "How do you say 'please' in Spanish?",
          "por favor",
          "Two words: 'for' + 'favour'.",
          "**Por favor** means please.",
        ),
        mc(
          "Which question is the polite way to ask an older adult how they are?",
          ["¿Cómo está usted?", "¿Cómo estás?", "¿Qué tal, amigo?"],
          "a",
          "Look for the polite form of 'you'.",
          "*Usted* is the polite 'you': *¿Cómo está usted?*",
        ),
      ],
    }),
    lesson({
      slug: "es-introductions",
      title: "Introducing yourself",
      summary: "Give your name, age and where you are from, and ask others the same questions.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["introductions", "speaking", "questions"],
      prerequisites: ["es-greetings"],
      body: md`
        ## Your name

        - **Me llamo Carlos.** — My name is Carlos (literally "I call myself Carlos").
        - **Soy Carlos.** — I'm Carlos.
        - **¿Cómo te llamas?** — What's your name? (to a friend)
        - **¿Cómo se llama usted?** — What's your name? (polite)

        *Ll* sounds like the English *y* in most places: "may YA-mo".

        ## Where you're from

        - **Soy de México.** — I'm from Mexico.
        - **¿De dónde eres?** — Where are you from?
        - **Soy mexicano / mexicana.** — I'm Mexican (boy / girl). Nationalities are written in lowercase.

        ## Your age

        Spanish uses **tener** (to have) for age, not *ser* (to be):

        - **Tengo quince años.** — I'm fifteen (literally "I have fifteen years").
        - **¿Cuántos años tienes?** — How old are you?

        Always write the **ñ** in *años* (years): without the tilde it becomes a completely different — and
        embarrassing — word!

        ## Nice to meet you

        - **Mucho gusto.** — Nice to meet you (anyone can say it).
        - **Encantado** (said by a boy or man) / **Encantada** (said by a girl or woman).

        ## Putting it together

        > ¡Hola! Me llamo Lucía. Soy de Sevilla, en España. Tengo dieciséis años. ¿Y tú? ¿Cómo te llamas?

        Notice the question words have accents: **¿Cómo?** (how), **¿De dónde?** (from where),
        **¿Cuántos?** (how many). When these words ask a question, they always carry an accent.
      `,
      examples: [
        {
          title: "Introduce Mateo",
          problem: "Mateo is 14 and from Argentina. Write how he introduces himself.",
          solution: md`
            1. Name: *Me llamo Mateo.*
            2. Origin with *ser*: *Soy de Argentina.*
            3. Age with *tener*: *Tengo catorce años.*

            **Me llamo Mateo. Soy de Argentina. Tengo catorce años.**
          `,
        },
      ],
      deck: [
        { title: "My name", body: "**Me llamo…** — ¿Cómo te llamas?" },
        { title: "Where from", body: "**Soy de…** — ¿De dónde eres?" },
        { title: "My age", body: "**Tengo 15 años.** — ¿Cuántos años tienes?" },
        { title: "Nice to meet you", body: "**Mucho gusto** · **Encantado / Encantada**" },
      ],
      questions: [
        es(
          "Complete: 'Me ______ Carlos.' (My name is Carlos.)",
          "llamo",
          "It comes from the verb 'llamarse'.",
          "*Me llamo Carlos* — I call myself Carlos.",
        ),
        es(
          "Complete: 'Tengo quince ______.' (I'm fifteen.)",
          "años",
          "The word for 'years' has a special letter.",
          "*Tengo quince años* — the ñ is essential.",
        ),
        mc(
          "What does '¿De dónde eres?' mean?",
          ["Where are you from?", "How old are you?", "What's your name?", "How are you?"],
          "a",
          "'Dónde' means where.",
          "*¿De dónde eres?* — literally 'From where are you?'.",
        ),
        tf(
          "To give your age in Spanish, you use the verb 'tener' (to have).",
          true,
          "Think of 'Tengo quince años'.",
          "Spanish says you *have* years: *tengo… años*.",
        ),
        es(
          "Complete: 'Soy ___ México.' (I'm from Mexico.)",
          "de",
          "Which small word means 'from'?",
          "*Soy de México* — *de* means from.",
        ),
        es(
          "A girl says 'Pleased to meet you' in one word. What does she say?",
          "encantada",
          "Start from 'encantado' and make it feminine.",
          "Girls say **encantada**; boys say *encantado*.",
        ),
        es(
          "How do you ask a friend 'What's your name?' in Spanish?",
          "¿Cómo te llamas?",
          "Use the question word for 'how' and the tú form of 'llamarse'.",
          "**¿Cómo te llamas?** — literally 'How do you call yourself?'.",
        ),
      ],
    }),
    lesson({
      slug: "es-numbers-0-30",
      title: "Numbers from 0 to 30",
      summary: "Count from cero to treinta and use numbers for ages, prices and simple sums.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["numbers", "vocabulary", "counting"],
      prerequisites: ["es-greetings"],
      body: md`
        ## 0 to 15

        | | | | |
        |---|---|---|---|
        | 0 **cero** | 1 **uno** | 2 **dos** | 3 **tres** |
        | 4 **cuatro** | 5 **cinco** | 6 **seis** | 7 **siete** |
        | 8 **ocho** | 9 **nueve** | 10 **diez** | 11 **once** |
        | 12 **doce** | 13 **trece** | 14 **catorce** | 15 **quince** |

        ## 16 to 19: "ten and…"

        These are written as **one word**, from *diez y seis* ("ten and six"):

        **dieciséis** (16), **diecisiete** (17), **dieciocho** (18), **diecinueve** (19).

        Note the accent on **dieciséis**.

        ## 20 to 29: "twenty and…"

        **veinte** (20), then **veintiuno** (21), **veintidós** (22), **veintitrés** (23), **veinticuatro**,
        **veinticinco**, **veintiséis** (26), **veintisiete**, **veintiocho**, **veintinueve**.

        The accents on *veintidós*, *veintitrés* and *veintiséis* show where the stress falls.

        ## 30

        **treinta** (30). From 31 on, Spanish uses three words: **treinta y uno** (31), **treinta y dos** (32)…

        ## Uno, un, una

        Before a noun, **uno** shortens to **un** (masculine) or becomes **una** (feminine):
        *un libro* (one book), *una casa* (one house), *veintiún años* (21 years).

        ## Using numbers

        - Maths: **Dos más tres son cinco.** (2 + 3 = 5) · **Diez menos cuatro son seis.** (10 − 4 = 6)
        - Prices: **Cuesta doce euros.** — It costs twelve euros. **¿Cuánto cuesta?** — How much is it?
        - Age: **Tengo diecisiete años.**

        Count objects around you and read numbers on signs aloud in Spanish — it sticks fast!
      `,
      examples: [
        {
          title: "A sum",
          problem: "Say 13 + 9 = 22 in Spanish.",
          solution: md`
            1. 13 is *trece*, 9 is *nueve*, 22 is *veintidós*.
            2. "Plus" is *más* and "makes/equals" is *son*.
            3. **Trece más nueve son veintidós.**
          `,
        },
      ],
      deck: [
        { title: "0–10", body: "cero, uno, dos, tres, cuatro, cinco, seis, siete, ocho, nueve, diez" },
        { title: "11–15", body: "once, doce, trece, catorce, quince" },
        { title: "16–19", body: "dieciséis, diecisiete, dieciocho, diecinueve" },
        { title: "20–30", body: "veinte, veintiuno, veintidós… treinta" },
      ],
      questions: [
        es(
          "Write the number 8 in Spanish.",
          "ocho",
          "It sounds a bit like 'octo-' without the 't'.",
          "8 is **ocho**.",
        ),
        es(
          "Write the number 16 in Spanish.",
          "dieciséis",
          "One word: 'ten and six', with an accent.",
          "16 is **dieciséis**.",
        ),
        num(
          "Which number is 'veinte'? Type it in digits.",
          "20",
          "It comes after diecinueve.",
          "*Veinte* is 20.",
        ),
        num(
          "Solve and type the answer in digits: 'Diez más cinco son…'",
          "15",
          "'Más' means plus.",
          "10 + 5 = 15 (*quince*).",
        ),
        es(
          "Write the number 30 in Spanish.",
          "treinta",
          "It sounds a bit like 'trent'.",
          "30 is **treinta**.",
        ),
        mc(
          "Which number is 'doce'?",
          ["2", "12", "20", "10"],
          "b",
          "It comes after once (11).",
          "*Doce* is 12; *dos* is 2.",
        ),
        tf(
          "'Veintidós' is 22.",
          true,
          "'Veinti-' means twenty and 'dós' is two.",
          "*Veintidós* = 20 + 2 = 22.",
        ),
      ],
    }),
    lesson({
      slug: "es-days-and-months",
      title: "Days, months and dates",
      summary: "Name the days and months and say the date, including 'on Mondays' and 'on the 5th of May'.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["days", "months", "dates", "vocabulary"],
      prerequisites: ["es-numbers-0-30"],
      body: md`
        ## Los días de la semana — the days of the week

        The Spanish week starts on Monday:

        **lunes** (Monday), **martes** (Tuesday), **miércoles** (Wednesday), **jueves** (Thursday),
        **viernes** (Friday), **sábado** (Saturday), **domingo** (Sunday).

        Watch the accents on **miércoles** and **sábado**.

        ## Los meses — the months

        **enero, febrero, marzo, abril, mayo, junio, julio, agosto, septiembre, octubre, noviembre, diciembre**

        Many look like English, which makes them easy to learn.

        ## Lowercase!

        Days and months are **not** capitalised in Spanish: *Mi cumpleaños es en julio.* — My birthday is in July.

        ## On Monday or on Mondays?

        - **El lunes** voy al cine. — **On Monday** I'm going to the cinema.
        - **Los lunes** tengo fútbol. — **On Mondays** (every Monday) I have football.

        Do not use a word for "on": just **el** or **los**. Days ending in *-s* (lunes to viernes) stay the same in the
        plural: *el martes*, *los martes*. *Sábados* and *domingos* add *-s*.

        ## Saying the date

        Use **el** + number + **de** + month:

        - **el 5 de mayo** — the 5th of May
        - **el 25 de diciembre** — Christmas Day

        For the 1st, both **el primero de enero** and **el uno de enero** are used.

        - **¿Qué día es hoy?** — What day is it today? — **Hoy es martes.**
        - **¿Cuál es la fecha?** — What's the date? — **Es el 12 de octubre.**

        ## Useful words

        **hoy** (today), **mañana** (tomorrow), **ayer** (yesterday), **el fin de semana** (the weekend).
      `,
      examples: [
        {
          title: "Write a date",
          problem: "Write 'Today is Friday, the 3rd of April' in Spanish.",
          solution: md`
            1. Today is Friday: *Hoy es viernes*.
            2. Date: *el 3 de abril* (lowercase month, *de* before it).
            3. **Hoy es viernes, 3 de abril.** (You may also write *el 3 de abril*.)
          `,
        },
      ],
      deck: [
        { title: "Weekdays", body: "lunes, martes, miércoles, jueves, viernes" },
        { title: "Weekend", body: "sábado, domingo" },
        { title: "On Mondays", body: "**los lunes** · on Monday: **el lunes**" },
        { title: "The date", body: "**el 5 de mayo**" },
        { title: "Lowercase", body: "No capitals for days and months." },
      ],
      questions: [
        es(
          "Which day comes after 'lunes'?",
          "martes",
          "Tuesday is Mars's day.",
          "After *lunes* comes **martes** (Tuesday).",
        ),
        es(
          "How do you say 'Saturday' in Spanish?",
          "sábado",
          "It has an accent on the first a.",
          "Saturday is **sábado**.",
        ),
        es(
          "How do you say 'December' in Spanish?",
          "diciembre",
          "It looks like the English word with an i.",
          "December is **diciembre**.",
        ),
        tf(
          "In Spanish, days and months are written with capital letters.",
          false,
          "Look at 'en julio' in the lesson.",
          "They are lowercase: *lunes*, *julio*.",
        ),
        mc(
          "What does 'Los lunes tengo fútbol' mean?",
          [
            "On Mondays I have football.",
            "This Monday I have football.",
            "Every day I have football.",
            "On Sundays I have football.",
          ],
          "a",
          "What does 'los' add in front of a day?",
          "*Los lunes* means every Monday.",
        ),
        es(
          "Complete the date: 'Hoy es el 5 ___ mayo.'",
          "de",
          "Which small word links the number and the month?",
          "*el 5 de mayo* — the 5th of May.",
        ),
        mc(
          "Which day is 'miércoles'?",
          ["Wednesday", "Thursday", "Tuesday", "Friday"],
          "a",
          "It's the middle of the working week.",
          "*Miércoles* is Wednesday.",
        ),
      ],
    }),
  ],
};

const nounsAdjectives: SeedUnit = {
  slug: "es-nouns-articles",
  title: "Nouns, articles and adjectives",
  description: "Masculine and feminine nouns, el/la/los/las, plurals and adjectives that agree.",
  lessons: [
    lesson({
      slug: "es-gender-and-articles",
      title: "Gender and articles",
      summary: "Learn whether a noun is masculine or feminine and choose el, la, los, las, un or una.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["articles", "gender", "nouns", "grammar"],
      prerequisites: ["es-greetings"],
      body: md`
        ## Masculine and feminine

        Every Spanish noun is **masculine** or **feminine**. Luckily, the ending usually tells you:

        - Nouns ending in **-o** are usually masculine: *el libro* (book), *el perro* (dog).
        - Nouns ending in **-a** are usually feminine: *la casa* (house), *la mesa* (table).
        - Nouns ending in **-ción**, **-sión**, **-dad** and **-tad** are feminine: *la canción*, *la ciudad*.

        ## "The": definite articles

        | | singular | plural |
        |---|---|---|
        | masculine | **el** libro | **los** libros |
        | feminine | **la** casa | **las** casas |

        Do not confuse **el** (the) with **él** (he) — the accent makes the difference.

        ## "A / some": indefinite articles

        | | singular | plural |
        |---|---|---|
        | masculine | **un** perro | **unos** perros |
        | feminine | **una** mesa | **unas** mesas |

        ## Famous exceptions

        - Masculine although they end in *-a*: **el día** (day), **el mapa** (map), **el problema** (problem),
          **el idioma** (language).
        - Feminine although they end in *-o*: **la mano** (hand), **la foto** (photo), **la moto** (motorbike).

        Learn these with their article and they will never trick you.

        ## Mixed groups

        For people, a mixed group uses the masculine plural: *los chicos* can mean "the boys" or "the boys and
        girls". *Las chicas* means only girls.

        ## Contractions

        **a + el = al** and **de + el = del**: *Voy al parque* (I'm going to the park), *la casa del profesor*
        (the teacher's house). There is no contraction with *la*, *los* or *las*.
      `,
      examples: [
        {
          title: "Choose the article",
          problem: "Write 'the day', 'a hand' and 'the songs' in Spanish. (día, mano, canción)",
          solution: md`
            1. *Día* is an exception — masculine: **el día**.
            2. *Mano* is an exception — feminine: **una mano**.
            3. *Canción* ends in *-ción*, feminine; plural *canciones*: **las canciones**.
          `,
        },
      ],
      deck: [
        { title: "-o and -a", body: "-o usually masculine · -a usually feminine" },
        { title: "The", body: "**el**, **la**, **los**, **las**" },
        { title: "A / some", body: "**un**, **una**, **unos**, **unas**" },
        { title: "Exceptions", body: "**el** día, **el** mapa, **el** problema · **la** mano, **la** foto" },
        { title: "al and del", body: "a + el = **al** · de + el = **del**" },
      ],
      questions: [
        es(
          "Write 'the book' in Spanish (libro).",
          "el libro",
          "Libro ends in -o.",
          "**el libro** — masculine.",
        ),
        es("Write 'the house' in Spanish (casa).", "la casa", "Casa ends in -a.", "**la casa** — feminine."),
        es("Write 'the cats' in Spanish (gatos).", "los gatos", "Masculine and plural.", "**los gatos**."),
        es("Write 'a table' in Spanish (mesa).", "una mesa", "Mesa is feminine.", "**una mesa**."),
        mc(
          "Which is correct?",
          ["el día", "la día", "los día", "una día"],
          "a",
          "Día is one of the famous exceptions.",
          "*Día* ends in *-a* but is masculine: **el día**.",
        ),
        tf(
          "'Mano' (hand) is feminine: 'la mano'.",
          true,
          "It is an exception to the -o rule.",
          "*La mano* is feminine even though it ends in *-o*.",
        ),
        es("Write 'the girls' in Spanish (chicas).", "las chicas", "Feminine and plural.", "**las chicas**."),
      ],
    }),
    lesson({
      slug: "es-plurals",
      title: "Plural nouns",
      summary: "Make nouns plural with -s or -es and handle spelling and accent changes.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["plurals", "nouns", "spelling", "accents"],
      prerequisites: ["es-gender-and-articles"],
      body: md`
        ## Ending in a vowel: add -s

        - *el libro* → **los libros**
        - *la casa* → **las casas**
        - *el café* → **los cafés**

        ## Ending in a consonant: add -es

        - *la ciudad* → **las ciudades** (cities)
        - *el profesor* → **los profesores** (teachers)
        - *el árbol* → **los árboles** (trees)

        Unlike French, the plural ending in Spanish is **pronounced**: *libro* / *libros*.

        ## Ending in -z: change z to c, add -es

        - *el lápiz* → **los lápices** (pencils)
        - *la luz* → **las luces** (lights)
        - *la vez* → **las veces** (times)

        Spanish spelling rarely puts *z* before *e*, so the *z* becomes *c*.

        ## Watch the accents

        Adding a syllable can move the written accent:

        - Words ending in **-ión** **lose** the accent: *la canción* → **las canciones**, *la estación* → **las estaciones**.
        - Some words **gain** one to keep the stress in place: *el joven* → **los jóvenes** (young people),
          *el examen* → **los exámenes**.

        ## Words that don't change

        Words of more than one syllable that end in an unstressed vowel + **-s** stay the same:
        *el lunes* → **los lunes**, *la crisis* → **las crisis**.

        ## Agreement

        In the plural, the article changes too: *el* → *los*, *la* → *las*, *un* → *unos*, *una* → *unas*.
      `,
      examples: [
        {
          title: "Three plurals",
          problem: "Make plural: el lápiz, la canción, el joven.",
          solution: md`
            1. *-z* → *-ces*: **los lápices**.
            2. *-ión* + *-es*, accent drops: **las canciones**.
            3. Consonant + *-es*, accent added to keep the stress: **los jóvenes**.
          `,
        },
      ],
      deck: [
        { title: "Vowel + s", body: "libro → libro**s**" },
        { title: "Consonant + es", body: "ciudad → ciudad**es**" },
        { title: "z → ces", body: "lápiz → lápi**ces**" },
        { title: "Accents move", body: "canción → canciones · joven → jóvenes" },
      ],
      questions: [
        es(
          "Write the plural of 'el libro'.",
          "los libros",
          "It ends in a vowel.",
          "**los libros** — add *-s*.",
        ),
        es(
          "Write the plural of 'la ciudad'.",
          "las ciudades",
          "It ends in a consonant.",
          "**las ciudades** — add *-es*.",
        ),
        es(
          "Write the plural of 'el lápiz'.",
          "los lápices",
          "Words ending in -z change a letter.",
          "**los lápices** — *z* becomes *c* before *-es*.",
        ),
        es(
          "Write the plural of 'la canción'.",
          "las canciones",
          "Watch what happens to the accent.",
          "**las canciones** — the accent disappears.",
        ),
        tf(
          "The plural of 'el árbol' is 'los árboles'.",
          true,
          "Árbol ends in a consonant.",
          "Consonant + *-es*: *los árboles*.",
        ),
        mc(
          "What is the plural of 'el profesor'?",
          ["los profesors", "los profesores", "las profesores", "los profesoras"],
          "b",
          "It ends in a consonant, and the article must be masculine plural.",
          "**los profesores** — consonant + *-es*.",
        ),
        es(
          "Write the plural of 'el joven'.",
          "los jóvenes",
          "A written accent appears to keep the stress.",
          "**los jóvenes** — the stress stays on *jó-*.",
        ),
      ],
    }),
    lesson({
      slug: "es-adjective-agreement",
      title: "Adjectives and agreement",
      summary: "Make adjectives match their noun in gender and number, and place them after the noun.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["adjectives", "agreement", "colours", "grammar"],
      prerequisites: ["es-plurals"],
      body: md`
        ## Adjectives agree

        Spanish adjectives change to match their noun: masculine or feminine, singular or plural.

        **Adjectives ending in -o** have four forms:

        | | singular | plural |
        |---|---|---|
        | masculine | el coche **rojo** | los coches **rojos** |
        | feminine | la casa **roja** | las casas **rojas** |

        **Adjectives ending in -e or a consonant** have the same form for masculine and feminine; they only
        change for plural:

        - *un chico **inteligente*** / *una chica **inteligente*** → *unos chicos **inteligentes***
        - *el coche **azul*** / *la casa **azul*** → *los coches **azules***

        Plurals follow the noun rules: vowel + **-s**, consonant + **-es**, and *-z* → *-ces* (*feliz* → *felices*).

        Adjectives of nationality ending in a consonant **do** add *-a*: *español* → *española*.

        ## Colours

        **rojo** (red), **azul** (blue), **verde** (green), **amarillo** (yellow), **blanco** (white),
        **negro** (black), **gris** (grey), **naranja** (orange), **rosa** (pink), **morado** (purple),
        **marrón** (brown).

        ## Where do adjectives go?

        Most adjectives, including all colours, come **after** the noun: *una camiseta verde* (a green T-shirt).

        A few common ones can go before: **bueno** and **malo** shorten to **buen** and **mal** before a masculine
        singular noun: *un buen amigo*, *un mal día*. **Grande** becomes **gran** before any singular noun and then
        means "great": *una gran ciudad*.

        ## Mixed groups

        If an adjective describes a mixed group, use the masculine plural: *Juan y María son altos.*
      `,
      examples: [
        {
          title: "Make it agree",
          problem: "Complete with the correct forms: 'Mis amigas son (simpático) y (alto).'",
          solution: md`
            1. *Amigas* is feminine plural.
            2. *simpático* → **simpáticas**, *alto* → **altas**.
            3. **Mis amigas son simpáticas y altas.**
          `,
        },
      ],
      deck: [
        { title: "-o adjectives", body: "rojo · roja · rojos · rojas" },
        { title: "-e and consonant", body: "verde / verdes · azul / azules" },
        { title: "After the noun", body: "*una camiseta verde*" },
        { title: "Short forms", body: "**buen** amigo · **mal** día · **gran** ciudad" },
      ],
      questions: [
        es(
          "Complete with 'rojo': 'la casa ______'",
          "roja",
          "Casa is feminine singular.",
          "**la casa roja**.",
          ["la casa roja"],
        ),
        es(
          "Complete with 'alto': 'los chicos ______'",
          "altos",
          "Chicos is masculine plural.",
          "**los chicos altos**.",
          ["los chicos altos"],
        ),
        es(
          "Complete with 'verde': 'las manzanas ______'",
          "verdes",
          "Verde ends in -e, so only the number changes.",
          "**las manzanas verdes**.",
          ["las manzanas verdes"],
        ),
        es(
          "Complete with 'azul': 'los coches ______'",
          "azules",
          "Azul ends in a consonant.",
          "**los coches azules** — consonant + *-es*.",
          ["los coches azules"],
        ),
        mc(
          "Where do colour adjectives go in Spanish?",
          ["after the noun", "before the noun", "before the article", "at the end of the sentence"],
          "a",
          "Think of 'una camiseta verde'.",
          "Colours always follow the noun.",
        ),
        tf(
          "'Grande' has the same form for masculine and feminine.",
          true,
          "What letter does it end in?",
          "Adjectives ending in *-e* don't change for gender: *un perro grande*, *una casa grande*.",
        ),
        es(
          "Complete with 'simpático': 'Mis amigas son ______.'",
          "simpáticas",
          "Amigas is feminine plural; keep the accent.",
          "**simpáticas** — feminine plural.",
          ["Mis amigas son simpáticas"],
        ),
      ],
    }),
  ],
};

const verbsPresent: SeedUnit = {
  slug: "es-verbs-present",
  title: "Verbs in the present",
  description: "Ser and estar, regular -ar, -er and -ir verbs, tener and gustar.",
  lessons: [
    lesson({
      slug: "es-ser-vs-estar",
      title: "Ser and estar: two ways to be",
      summary: "Conjugate ser and estar and decide which one each sentence needs.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["verbs", "ser", "estar", "grammar"],
      prerequisites: ["es-introductions"],
      body: md`
        ## Two verbs for "to be"

        Spanish has two verbs that both mean "to be". Both are irregular:

        | | ser | estar |
        |---|---|---|
        | yo | **soy** | **estoy** |
        | tú | **eres** | **estás** |
        | él / ella / usted | **es** | **está** |
        | nosotros | **somos** | **estamos** |
        | vosotros | **sois** | **estáis** |
        | ellos / ellas / ustedes | **son** | **están** |

        ## Ser: what something *is*

        Use **ser** for permanent or defining things — remember **DOCTOR**:
        **D**escription, **O**ccupation, **C**haracteristics, **T**ime, **O**rigin, **R**elationship.

        - *Soy de Colombia.* — I'm from Colombia. (origin)
        - *Mi hermana es profesora.* — My sister is a teacher. (occupation)
        - *Ellos son muy simpáticos.* — They are very nice. (characteristics)
        - *Son las tres.* — It's three o'clock. (time)

        ## Estar: how or where something *is*

        Use **estar** for states and places — remember **PLACE**:
        **P**osition, **L**ocation, **A**ction (with *-ando/-iendo*), **C**ondition, **E**motion.

        - *Madrid está en España.* — Madrid is in Spain. (location)
        - *Estamos cansados.* — We are tired. (condition)
        - *Hoy estoy muy contento.* — I'm very happy today. (emotion)

        ## Same adjective, different meaning

        - *Mi abuelo **es** aburrido.* — My grandfather is boring. (his personality)
        - *Mi abuelo **está** aburrido.* — My grandfather is bored. (right now)

        A good test: if it describes **what** something is, use *ser*; if it describes **where** it is or **how**
        it is at the moment, use *estar*.
      `,
      examples: [
        {
          title: "Choose the verb",
          problem: "Complete: 'Lucía ___ de Chile, pero ahora ___ en Madrid.'",
          solution: md`
            1. Origin → *ser*: **es** de Chile.
            2. Location → *estar*: **está** en Madrid.
            3. *Lucía es de Chile, pero ahora está en Madrid.*
          `,
        },
      ],
      deck: [
        { title: "Ser", body: "soy, eres, es, somos, sois, son" },
        { title: "Estar", body: "estoy, estás, está, estamos, estáis, están" },
        {
          title: "DOCTOR → ser",
          body: "Description, Occupation, Characteristics, Time, Origin, Relationship",
        },
        { title: "PLACE → estar", body: "Position, Location, Action, Condition, Emotion" },
      ],
      questions: [
        es(
          "Complete with ser: 'Yo ___ de Colombia.'",
          "soy",
          "The yo form of ser.",
          "**soy** — origin uses *ser*.",
        ),
        es(
          "Complete with estar: 'Madrid ___ en España.'",
          "está",
          "The él/ella form of estar, with an accent.",
          "**está** — location uses *estar*.",
        ),
        es(
          "Complete with estar: 'Nosotros ___ cansados.'",
          "estamos",
          "The nosotros form of estar.",
          "**estamos** — a condition uses *estar*.",
        ),
        mc(
          "Choose the right verb: 'Mi hermana ___ profesora.'",
          ["es", "está"],
          "a",
          "Is this a job or a temporary state?",
          "Occupations use *ser*: *Mi hermana es profesora.*",
        ),
        mc(
          "Choose the right verb: 'Hoy yo ___ muy contento.'",
          ["soy", "estoy"],
          "b",
          "Is this how you feel right now?",
          "Emotions use *estar*: *Hoy estoy muy contento.*",
        ),
        tf(
          "You use 'estar' to say where something is.",
          true,
          "Remember PLACE.",
          "Location uses *estar*: *Madrid está en España.*",
        ),
        es(
          "Complete with ser: 'Ellos ___ muy simpáticos.'",
          "son",
          "The ellos form of ser.",
          "**son** — characteristics use *ser*.",
        ),
      ],
    }),
    lesson({
      slug: "es-ar-verbs",
      title: "Regular -ar verbs",
      summary: "Conjugate regular -ar verbs like hablar, estudiar and trabajar in the present tense.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["verbs", "present tense", "-ar verbs", "grammar"],
      prerequisites: ["es-ser-vs-estar"],
      body: md`
        ## The -ar family

        The biggest group of Spanish verbs ends in **-ar**: *hablar* (to speak), *estudiar* (to study),
        *trabajar* (to work), *escuchar* (to listen), *bailar* (to dance), *cantar* (to sing), *tomar* (to take,
        to drink), *mirar* (to look at).

        ## The pattern

        Take off **-ar** to find the **stem** (*habl-*), then add the endings:

        | | |
        |---|---|
        | yo habl**o** | nosotros habl**amos** |
        | tú habl**as** | vosotros habl**áis** |
        | él / ella / usted habl**a** | ellos / ellas / ustedes habl**an** |

        **Usted** uses the same form as *él* and *ella*; **ustedes** uses the same form as *ellos*.

        ## Drop the pronoun

        The ending already tells you who is doing the action, so Spanish speakers usually **leave out** the
        subject pronoun:

        - **Hablo** español. — I speak Spanish.
        - **Estudiamos** mucho. — We study a lot.

        Use the pronoun only for emphasis or to avoid confusion: *Yo trabajo, pero él no.*

        ## One present, three meanings

        *Bailo* can mean "I dance", "I am dancing" or "I do dance".

        ## Questions and negatives

        - Question: just use question marks and intonation: *¿Hablas inglés?*
        - Negative: put **no** before the verb: *No hablo alemán.* — I don't speak German.

        ## Listen for the stress

        *Hablo* (I speak) has the stress on the first syllable; *habló* (he spoke) — a past form you will meet
        later — has it on the last. Accents matter!
      `,
      examples: [
        {
          title: "Conjugate trabajar",
          problem: "Complete: 'Mis padres ___ en un hospital y yo ___ en casa.' (trabajar, estudiar)",
          solution: md`
            1. *Mis padres* = *ellos* → *-an*: **trabajan**.
            2. *Yo* → *-o*: **estudio**.
            3. *Mis padres trabajan en un hospital y yo estudio en casa.*
          `,
        },
      ],
      deck: [
        { title: "Stem", body: "hablar → **habl-**" },
        { title: "Singular", body: "-**o**, -**as**, -**a**" },
        { title: "Plural", body: "-**amos**, -**áis**, -**an**" },
        { title: "No pronoun needed", body: "**Hablo** español." },
        { title: "Negative", body: "**No** hablo alemán." },
      ],
      questions: [
        es(
          "Conjugate hablar: 'yo ___'",
          "hablo",
          "Take off -ar and add the yo ending.",
          "**hablo** — I speak.",
          ["yo hablo"],
        ),
        es(
          "Conjugate hablar: 'nosotros ___'",
          "hablamos",
          "The nosotros ending is -amos.",
          "**hablamos** — we speak.",
          ["nosotros hablamos"],
        ),
        es("Conjugate estudiar: 'tú ___'", "estudias", "The tú ending is -as.", "**estudias** — you study.", [
          "tú estudias",
        ]),
        es(
          "Conjugate trabajar: 'ellos ___'",
          "trabajan",
          "The ellos ending is -an.",
          "**trabajan** — they work.",
          ["ellos trabajan"],
        ),
        mc(
          "Which subject pronoun goes with 'bailáis'?",
          ["vosotros", "nosotros", "ellos", "tú"],
          "a",
          "The ending -áis belongs to one pronoun.",
          "*-áis* is the *vosotros* ending (used in Spain).",
        ),
        tf(
          "In Spanish you often leave out the subject pronoun, as in 'Hablo español'.",
          true,
          "Does the ending already show who is speaking?",
          "The verb ending shows the subject, so the pronoun is usually dropped.",
        ),
        es(
          "Conjugate escuchar: 'ella ___'",
          "escucha",
          "Ella uses the same ending as él.",
          "**escucha** — she listens.",
          ["ella escucha"],
        ),
      ],
    }),
    lesson({
      slug: "es-er-ir-verbs",
      title: "Regular -er and -ir verbs",
      summary: "Conjugate regular -er and -ir verbs like comer and vivir, and spot where they differ.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["verbs", "present tense", "-er verbs", "-ir verbs"],
      prerequisites: ["es-ar-verbs"],
      body: md`
        ## Two more families

        Besides *-ar* verbs, Spanish has verbs ending in **-er** and **-ir**:

        - -er: *comer* (to eat), *beber* (to drink), *leer* (to read), *aprender* (to learn), *correr* (to run)
        - -ir: *vivir* (to live), *escribir* (to write), *abrir* (to open), *compartir* (to share), *subir* (to go up)

        ## The patterns

        | | comer | vivir |
        |---|---|---|
        | yo | com**o** | viv**o** |
        | tú | com**es** | viv**es** |
        | él / ella / usted | com**e** | viv**e** |
        | nosotros | com**emos** | viv**imos** |
        | vosotros | com**éis** | viv**ís** |
        | ellos / ellas / ustedes | com**en** | viv**en** |

        ## Spot the difference

        -er and -ir verbs share **four** of the six endings. They differ only in the **nosotros** and
        **vosotros** forms, where the vowel of the infinitive comes back: com**e**mos / viv**i**mos,
        com**é**is / viv**í**s.

        Compare with -ar verbs: where *hablar* has **a** (*hablas*, *habla*, *hablan*), *comer* and *vivir*
        have **e** (*comes*, *come*, *comen*).

        ## In sentences

        - *Como fruta todos los días.* — I eat fruit every day.
        - *¿Dónde vives?* — Where do you live? — *Vivo en Lima.*
        - *Mis amigos escriben muchos mensajes.* — My friends write lots of messages.
        - *Aprendemos español.* — We are learning Spanish.

        ## A little trick

        The **yo** form always ends in **-o** for all three regular families: *hablo, como, vivo*. Start there
        when you are unsure.
      `,
      examples: [
        {
          title: "Mixed verbs",
          problem: "Complete: 'Nosotros ___ en Madrid y ___ mucho.' (vivir, leer)",
          solution: md`
            1. *vivir* is -ir: nosotros → **vivimos**.
            2. *leer* is -er: nosotros → **leemos**.
            3. *Nosotros vivimos en Madrid y leemos mucho.*
          `,
        },
      ],
      deck: [
        { title: "comer", body: "como, comes, come, comemos, coméis, comen" },
        { title: "vivir", body: "vivo, vives, vive, vivimos, vivís, viven" },
        { title: "Where they differ", body: "Only nosotros and vosotros: com**e**mos / viv**i**mos" },
        { title: "yo = -o", body: "hablo, como, vivo" },
      ],
      questions: [
        es(
          "Conjugate comer: 'yo ___'",
          "como",
          "All regular yo forms end the same way.",
          "**como** — I eat.",
          ["yo como"],
        ),
        es(
          "Conjugate vivir: 'nosotros ___'",
          "vivimos",
          "The -ir nosotros ending keeps the i.",
          "**vivimos** — we live.",
          ["nosotros vivimos"],
        ),
        es(
          "Conjugate beber: 'tú ___'",
          "bebes",
          "-er verbs use e where -ar verbs use a.",
          "**bebes** — you drink.",
          ["tú bebes"],
        ),
        es(
          "Conjugate escribir: 'ellos ___'",
          "escriben",
          "-ir verbs share this ending with -er verbs.",
          "**escriben** — they write.",
          ["ellos escriben"],
        ),
        mc(
          "What is the present-tense nosotros form of 'aprender'?",
          ["aprendemos", "aprendimos", "aprendamos", "aprendéis"],
          "a",
          "It is an -er verb: which vowel comes back in the nosotros form?",
          "-er verbs take *-emos*: **aprendemos**.",
        ),
        tf(
          "-er and -ir verbs have the same endings in every present-tense form.",
          false,
          "Compare comemos and vivimos.",
          "They differ in the *nosotros* and *vosotros* forms.",
        ),
        es(
          "Conjugate abrir: 'usted ___'",
          "abre",
          "Usted uses the same form as él.",
          "**abre** — you (formal) open.",
          ["usted abre"],
        ),
      ],
    }),
    lesson({
      slug: "es-tener-and-expressions",
      title: "Tener and its expressions",
      summary: "Conjugate the irregular verb tener and use it for age, hunger, thirst and obligations.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["verbs", "tener", "expressions", "irregular verbs"],
      prerequisites: ["es-er-ir-verbs"],
      body: md`
        ## Tener — to have

        *Tener* is irregular. Its stem changes from *ten-* to *tien-* in four forms, and *yo* is special:

        | | |
        |---|---|
        | yo **tengo** | nosotros **tenemos** |
        | tú **tienes** | vosotros **tenéis** |
        | él / ella / usted **tiene** | ellos / ellas / ustedes **tienen** |

        - *Tengo dos hermanos.* — I have two brothers.
        - *¿Tienes un bolígrafo?* — Do you have a pen?

        ## Tener expressions

        Many feelings that English expresses with "to be", Spanish expresses with **tener** + a noun:

        | Spanish | English |
        |---|---|
        | tener **... años** | to be ... years old |
        | tener **hambre** | to be hungry |
        | tener **sed** | to be thirsty |
        | tener **frío** / **calor** | to be cold / hot |
        | tener **sueño** | to be sleepy |
        | tener **miedo** | to be afraid |
        | tener **razón** | to be right |
        | tener **prisa** | to be in a hurry |

        - *Tengo hambre.* — I'm hungry.
        - *¿Tienes frío?* — Are you cold?
        - *Mi hermano tiene diecisiete años.* — My brother is seventeen.

        To say "very", use **mucho/mucha**, because these are nouns: *Tengo mucha hambre* (I'm very hungry),
        *Tengo mucho frío* (I'm very cold).

        ## Tener que: to have to

        **Tener que** + infinitive means "to have to (do something)":

        - *Tengo que estudiar.* — I have to study.
        - *Tenemos que salir a las ocho.* — We have to leave at eight.
      `,
      examples: [
        {
          title: "Translate",
          problem: "Translate: 'She is thirsty and we have to go home.'",
          solution: md`
            1. Thirst uses *tener*: *Ella tiene sed*.
            2. Obligation uses *tener que* + infinitive: *tenemos que ir a casa*.
            3. **Ella tiene sed y tenemos que ir a casa.**
          `,
        },
      ],
      deck: [
        { title: "Tener (1)", body: "tengo · tienes · tiene" },
        { title: "Tener (2)", body: "tenemos · tenéis · tienen" },
        { title: "Feelings", body: "**tener hambre / sed / frío / calor / miedo**" },
        { title: "Very", body: "*Tengo **mucha** hambre.*" },
        { title: "Have to", body: "**tener que** + infinitive" },
      ],
      questions: [
        es("Conjugate tener: 'yo ___'", "tengo", "The yo form has a 'g' in it.", "**tengo** — I have.", [
          "yo tengo",
        ]),
        es("Conjugate tener: 'ella ___'", "tiene", "The stem changes to 'tien-'.", "**tiene** — she has.", [
          "ella tiene",
        ]),
        es(
          "Conjugate tener: 'nosotros ___'",
          "tenemos",
          "The nosotros form keeps the regular stem.",
          "**tenemos** — we have.",
          ["nosotros tenemos"],
        ),
        mc(
          "What does 'Tengo sed' mean?",
          ["I'm thirsty", "I'm hungry", "I'm cold", "I'm sleepy"],
          "a",
          "Sed is about drinking.",
          "*tener sed* means to be thirsty.",
        ),
        es(
          "Complete: 'Tengo ___ estudiar.' (I have to study.)",
          "que",
          "Tener + one small word + infinitive.",
          "*Tener que* + infinitive = to have to.",
        ),
        tf("'Tengo frío' means 'I am cold'.", true, "Frío means cold.", "*tener frío* = to be cold."),
        es(
          "How do you say 'I'm hungry' in Spanish? (two words)",
          "tengo hambre",
          "Use tener and the noun for hunger.",
          "**Tengo hambre** — literally 'I have hunger'.",
        ),
      ],
    }),
    lesson({
      slug: "es-gustar",
      title: "Saying what you like with gustar",
      summary: "Use me gusta and me gustan to talk about likes and dislikes.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["gustar", "likes", "pronouns", "grammar"],
      prerequisites: ["es-tener-and-expressions"],
      body: md`
        ## It pleases me

        Spanish doesn't say "I like chocolate". It says "chocolate **pleases me**":

        > **Me gusta el chocolate.**

        The thing you like is the **subject** of the verb, so *gustar* agrees with **the thing**, not with you.

        ## Gusta or gustan?

        - One thing or an activity: **gusta**. *Me gusta el fútbol.* *Me gusta bailar.*
        - Several things: **gustan**. *Me gustan los perros.* *Me gustan las fresas.*

        Use the article (*el, la, los, las*) with nouns: *Me gusta **la** música*, never *Me gusta música*.

        ## Who likes it?

        Change the small pronoun in front:

        | | |
        |---|---|
        | **me** gusta — I like | **nos** gusta — we like |
        | **te** gusta — you like | **os** gusta — you (all) like |
        | **le** gusta — he / she / you (usted) like | **les** gusta — they / you (ustedes) like |

        To make it clear or to add emphasis, add **a** + person: *A María le gusta leer.* *A nosotros nos gusta
        la playa.* *A mí me encanta el cine.*

        ## Negatives and questions

        - *No me gustan las arañas.* — I don't like spiders.
        - *¿Te gusta el chocolate?* — Do you like chocolate?

        ## Agreeing and disagreeing

        - *Me gusta el cine.* — **A mí también.** (Me too.)
        - *No me gusta el café.* — **A mí tampoco.** (Me neither.)
        - *Me gusta el té.* — **A mí no.** (I don't.)

        **Encantar** works the same way and means "to love": *Me encantan los gatos.*
      `,
      examples: [
        {
          title: "Gusta or gustan?",
          problem: "Complete: 'A mi hermano le ___ los videojuegos, pero no le ___ leer.'",
          solution: md`
            1. *Los videojuegos* is plural → **gustan**.
            2. *Leer* is an activity (infinitive) → **gusta**.
            3. *A mi hermano le gustan los videojuegos, pero no le gusta leer.*
          `,
        },
      ],
      deck: [
        { title: "It pleases me", body: "*Me gusta* = it pleases me." },
        { title: "Gusta", body: "one thing or an activity: *Me gusta bailar.*" },
        { title: "Gustan", body: "several things: *Me gustan los perros.*" },
        { title: "Pronouns", body: "me, te, le, nos, os, les" },
        { title: "Agreeing", body: "*A mí también* (me too) · *A mí tampoco* (me neither)" },
      ],
      questions: [
        es(
          "Complete: 'Me ___ el chocolate.'",
          "gusta",
          "How many things are liked here?",
          "*El chocolate* is one thing: **gusta**.",
        ),
        es("Complete: 'Me ___ los perros.'", "gustan", "Perros is plural.", "Several things: **gustan**."),
        es("Complete: '¿Te ___ bailar?'", "gusta", "Bailar is an activity.", "Activities take **gusta**."),
        es(
          "Complete: 'A nosotros ___ gusta la música.'",
          "nos",
          "Which pronoun goes with nosotros?",
          "**nos gusta** — we like.",
        ),
        mc(
          "Your friend says 'Me gusta el cine.' You like it too. What do you answer?",
          ["A mí también.", "A mí tampoco.", "A mí no.", "Me gustan."],
          "a",
          "Which phrase agrees with a positive statement?",
          "*A mí también* means 'me too'.",
        ),
        tf(
          "'Me gustan jugar al fútbol' is correct.",
          false,
          "What form does gustar take before an activity?",
          "An infinitive takes the singular: *Me gusta jugar al fútbol.*",
        ),
        es(
          "How do you say 'I like cats' in Spanish?",
          "Me gustan los gatos",
          "Cats are plural, and Spanish needs the article.",
          "**Me gustan los gatos.**",
        ),
      ],
    }),
  ],
};

export const spanish: SeedCourse = {
  slug: "spanish-1",
  title: "Spanish 1",
  subject: "Spanish",
  gradeBand: "9-12",
  description:
    "A first year of Spanish: greetings, numbers and dates, nouns and adjectives, ser and estar, the present tense, tener and gustar.",
  units: [firstSteps, nounsAdjectives, verbsPresent],
};
