/** "French for beginners" (6-8): greetings, numbers and dates, nouns and adjectives, first verbs. */
import { fr, lesson, mc, md, num, tf } from "./helpers.ts";
import type { SeedCourse, SeedUnit } from "./types.ts";

const firstWords: SeedUnit = {
  slug: "fr-first-words",
  title: "Bonjour ! First words",
  description: "Say hello and goodbye, introduce yourself, count to twenty and talk about days and months.",
  lessons: [
    lesson({
      slug: "fr-greetings",
      title: "Greetings and polite words",
      summary: "Say hello, goodbye, please and thank you, and choose between tu and vous.",
      difficulty: "beginner",
      estimatedMinutes: 8,
      tags: ["greetings", "politeness", "vocabulary"],
      prerequisites: [],
      body: md`
        ## Saying hello

        - **Bonjour** — hello, good morning, good afternoon. Use it all day, with anyone.
        - **Bonsoir** — good evening. Use it from about 6 pm.
        - **Salut** — hi (and also bye!). Only with friends and family.

        In France it is polite to add *monsieur* (sir) or *madame* (madam) when you greet an adult:
        **Bonjour, madame !** People say *bonjour* when they walk into a shop or a bakery — forgetting it can seem rude.

        ## Saying goodbye

        - **Au revoir** — goodbye.
        - **À bientôt** — see you soon.
        - **À demain** — see you tomorrow.
        - **Bonne nuit** — good night (when going to bed).

        ## Magic words

        - **Merci** — thank you. **Merci beaucoup** — thank you very much.
        - **De rien** — you're welcome.
        - **S'il vous plaît** / **s'il te plaît** — please.
        - **Pardon** / **Excusez-moi** — sorry / excuse me.

        ## How are you?

        - **Comment ça va ?** or just **Ça va ?** — How are you?
        - **Ça va bien, merci.** — I'm fine, thanks. **Très bien !** — Very well! **Pas mal.** — Not bad.
        - **Et toi ?** — And you?

        ## Tu or vous?

        French has two words for "you". Use **tu** with a friend, a classmate, a family member or a pet. Use
        **vous** with an adult you don't know well, such as a teacher or a shopkeeper, and when talking to
        **more than one** person. That is why you say *s'il te plaît* to a friend but *s'il vous plaît* to a waiter.

        Notice the space before **?** and **!** in French writing: *Ça va ?*
      `,
      examples: [
        {
          title: "At the bakery",
          problem: "Write a polite short conversation for buying bread.",
          solution: md`
            - **Vous :** Bonjour, madame !
            - **La boulangère :** Bonjour ! Vous désirez ?
            - **Vous :** Une baguette, s'il vous plaît.
            - **La boulangère :** Voilà !
            - **Vous :** Merci, au revoir !

            We use *vous* and *s'il vous plaît* because we are speaking to an adult we don't know.
          `,
        },
        {
          title: "Meeting a friend",
          problem: "Greet a friend and ask how they are.",
          solution: md`
            - **Salut, Tom ! Ça va ?**
            - **Ça va bien, merci. Et toi ?**

            With a friend we use *salut* and *toi* (the *tu* form).
          `,
        },
      ],
      deck: [
        { title: "Hello", body: "**Bonjour** (day) · **Bonsoir** (evening) · **Salut** (friends)" },
        { title: "Goodbye", body: "**Au revoir** · **À bientôt** · **À demain**" },
        { title: "Thank you", body: "**Merci** — and the reply **De rien**." },
        { title: "How are you?", body: "**Ça va ?** — **Ça va bien, merci !**" },
        {
          title: "Tu or vous",
          body: "**tu**: a friend · **vous**: an adult you don't know, or several people",
        },
      ],
      questions: [
        fr(
          "How do you say 'hello' (during the day) in French?",
          "bonjour",
          "It literally means 'good day'.",
          "**Bonjour** works all day and with everyone.",
        ),
        fr(
          "How do you say 'thank you' in French?",
          "merci",
          "You say it after someone gives you something.",
          "**Merci** means thank you.",
        ),
        fr(
          "How do you say 'goodbye' in French?",
          "au revoir",
          "Two words; the second starts with 'r'.",
          "**Au revoir** means goodbye.",
        ),
        mc(
          "Which greeting is informal, just for friends?",
          ["Salut", "Bonsoir", "Bonjour, monsieur"],
          "a",
          "Which one would sound strange to say to your head teacher?",
          "**Salut** is casual; *bonsoir* and *bonjour, monsieur* are polite.",
        ),
        mc(
          "Someone asks you 'Comment ça va ?'. Which is a good answer?",
          ["Ça va bien, merci.", "Je m'appelle Paul.", "Au revoir !", "J'ai douze ans."],
          "a",
          "The question asks how you are.",
          "*Comment ça va ?* means 'How are you?', so answer *Ça va bien, merci.*",
        ),
        tf(
          "You use 'vous' to speak politely to a teacher.",
          true,
          "Is a teacher a friend of your own age?",
          "*Vous* is the polite 'you' for adults you don't know well, like teachers.",
        ),
        fr(
          "How do you say 'good evening' in French?",
          "bonsoir",
          "It starts like 'bonjour'; 'soir' means evening.",
          "**Bonsoir** means good evening.",
        ),
      ],
    }),
    lesson({
      slug: "fr-introducing-yourself",
      title: "Introducing yourself",
      summary: "Give your name, your age and where you live, and ask other people the same.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["introductions", "speaking", "questions"],
      prerequisites: ["fr-greetings"],
      body: md`
        ## My name is…

        - **Je m'appelle Léa.** — My name is Léa. (Literally: "I call myself Léa.")
        - **Comment tu t'appelles ?** — What's your name? (to a friend)
        - **Comment vous appelez-vous ?** — What's your name? (polite)

        You can also simply say **Je suis Léa.** — I'm Léa.

        ## My age

        In French, you **have** years — you don't **are** years:

        - **J'ai douze ans.** — I am twelve (literally "I have twelve years").
        - **Tu as quel âge ?** — How old are you?

        Never say *Je suis douze ans*: it is a very common mistake for English speakers.

        ## Where I live

        - **J'habite à Paris.** — I live in Paris. Use **à** before a town.
        - **J'habite en France.** — I live in France. (Use **en** before most countries.)
        - **Tu habites où ?** — Where do you live?

        ## Nice to meet you

        - **Enchanté !** — a boy or man says this.
        - **Enchantée !** — a girl or woman says this. It sounds exactly the same; only the spelling has an
          extra **e**, because adjectives agree with the person.

        ## Putting it together

        > Bonjour ! Je m'appelle Hugo. J'ai treize ans. J'habite à Lyon, en France. Et toi, comment tu t'appelles ?

        Notice that *je* becomes **j'** before a vowel sound: *j'ai*, *j'habite* (the *h* is silent). This is
        called **elision** and happens with many small words in French.
      `,
      examples: [
        {
          title: "Introduce Emma",
          problem: "Emma is 11 and lives in Montréal. Write what she says to introduce herself.",
          solution: md`
            1. Name: *Je m'appelle Emma.*
            2. Age — use *avoir*: *J'ai onze ans.*
            3. Town — use *à*: *J'habite à Montréal.*

            **Je m'appelle Emma. J'ai onze ans. J'habite à Montréal.**
          `,
        },
      ],
      deck: [
        { title: "My name", body: "**Je m'appelle…** — Comment tu t'appelles ?" },
        { title: "My age", body: "**J'ai 12 ans.** — never *je suis 12 ans*." },
        { title: "Where I live", body: "**J'habite à** + town · **en** + most countries" },
        { title: "Nice to meet you", body: "**Enchanté** (boy) · **Enchantée** (girl)" },
        { title: "Elision", body: "je → **j'** before a vowel: j'ai, j'habite" },
      ],
      questions: [
        fr(
          "Complete: 'Je m'______ Léa.' (My name is Léa.)",
          "appelle",
          "It comes from the verb 's'appeler' (to be called).",
          "*Je m'appelle Léa* — literally 'I call myself Léa'.",
        ),
        mc(
          "What does 'Comment tu t'appelles ?' mean?",
          ["What is your name?", "How old are you?", "Where do you live?", "How are you?"],
          "a",
          "Look for the verb you use to give your name.",
          "*T'appelles* comes from *s'appeler*, so it asks for your name.",
        ),
        fr(
          "Complete: 'J'______ douze ans.' (I am twelve.)",
          "ai",
          "In French you *have* years.",
          "*J'ai douze ans* uses the verb *avoir* (to have).",
        ),
        tf(
          "To give your age in French, you say 'Je suis douze ans'.",
          false,
          "Which verb does French use for age?",
          "French uses *avoir*: *J'ai douze ans*.",
        ),
        fr(
          "A girl says 'Nice to meet you!' in one word. What does she write?",
          "enchantée",
          "Start from 'enchanté' and make it agree with a girl.",
          "Girls write **enchantée** with an extra *e*; boys write *enchanté*.",
        ),
        fr(
          "Complete: 'J'habite ___ Paris.' (I live in Paris.)",
          "à",
          "Which little word goes before the name of a town?",
          "Use **à** before a town: *J'habite à Paris.*",
          ["J'habite à Paris"],
        ),
        mc(
          "How do you ask an adult you don't know for their name, politely?",
          ["Comment vous appelez-vous ?", "Comment tu t'appelles ?", "Tu as quel âge ?", "Tu habites où ?"],
          "a",
          "Use the polite 'you'.",
          "*Comment vous appelez-vous ?* uses the polite *vous*.",
        ),
      ],
    }),
    lesson({
      slug: "fr-numbers-0-20",
      title: "Numbers from 0 to 20",
      summary: "Count from zéro to vingt and use numbers for ages, prices and sums.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["numbers", "vocabulary", "counting"],
      prerequisites: ["fr-greetings"],
      body: md`
        ## 0 to 10

        | | | | |
        |---|---|---|---|
        | 0 **zéro** | 1 **un** | 2 **deux** | 3 **trois** |
        | 4 **quatre** | 5 **cinq** | 6 **six** | 7 **sept** |
        | 8 **huit** | 9 **neuf** | 10 **dix** | |

        ## 11 to 16: learn them by heart

        | | | |
        |---|---|---|
        | 11 **onze** | 12 **douze** | 13 **treize** |
        | 14 **quatorze** | 15 **quinze** | 16 **seize** |

        These six numbers all end in **-ze**, which helps you recognise them.

        ## 17 to 20: build them

        From 17, French counts "ten-seven", "ten-eight", "ten-nine", joined with **hyphens**:

        - 17 **dix-sept**
        - 18 **dix-huit**
        - 19 **dix-neuf**
        - 20 **vingt** (the *g* and *t* are silent: say "van")

        ## Pronunciation tips

        - The final consonant of **six**, **huit** and **dix** is pronounced when you count, but often silent
          before a noun starting with a consonant: *six livres* sounds like "see livres".
        - **Cinq** ends in a clear *k* sound.
        - **Sept**: the *p* is silent — say "set".

        ## Using numbers

        - Age: **J'ai quinze ans.** — I'm fifteen.
        - Maths: **Trois et quatre font sept.** — Three and four make seven.
        - Prices: **Ça coûte douze euros.** — It costs twelve euros.
        - Phone numbers in France are said in pairs: 06 12 15 18 20 → *zéro six, douze, quinze, dix-huit, vingt*.

        Practise by counting things around you in French every day!
      `,
      examples: [
        {
          title: "A sum in French",
          problem: "Say this sum in French: 9 + 7 = 16.",
          solution: md`
            1. 9 is *neuf*, 7 is *sept*, 16 is *seize*.
            2. "Plus" can be *et* or *plus*; "equals" is *font* or *égale*.
            3. **Neuf et sept font seize.**
          `,
        },
      ],
      deck: [
        { title: "0–10", body: "zéro, un, deux, trois, quatre, cinq, six, sept, huit, neuf, dix" },
        { title: "11–16", body: "onze, douze, treize, quatorze, quinze, seize — all end in **-ze**" },
        { title: "17–19", body: "**dix-sept**, **dix-huit**, **dix-neuf**: ten + seven, eight, nine" },
        { title: "20", body: "**vingt** — sounds like 'van'" },
      ],
      questions: [
        fr("Write the number 7 in French.", "sept", "The p is silent when you say it.", "7 is **sept**."),
        fr(
          "Write the number 15 in French.",
          "quinze",
          "It is one of the numbers ending in -ze.",
          "15 is **quinze**.",
        ),
        num(
          "Which number is 'douze'? Type it in digits.",
          "12",
          "It comes just after onze (11).",
          "*Douze* is 12.",
        ),
        num(
          "Solve and type the answer in digits: 'trois et quatre font ?'",
          "7",
          "Trois is 3 and quatre is 4.",
          "3 + 4 = 7 (*sept*).",
        ),
        fr(
          "Write the number 18 in French.",
          "dix-huit",
          "Ten plus eight, joined with a hyphen.",
          "18 is **dix-huit**.",
        ),
        tf("'Vingt' means 20.", true, "It comes right after dix-neuf.", "*Vingt* is 20."),
        mc(
          "Which number is 'seize'?",
          ["6", "16", "60", "7"],
          "b",
          "It ends in -ze, like onze and douze.",
          "*Seize* is 16; *six* is 6.",
        ),
      ],
    }),
    lesson({
      slug: "fr-days-and-months",
      title: "Days of the week and months",
      summary: "Name the days and months, say the date and talk about what happens on which day.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["days", "months", "dates", "vocabulary"],
      prerequisites: ["fr-numbers-0-20"],
      body: md`
        ## Les jours de la semaine — the days of the week

        The French week starts on Monday:

        **lundi** (Monday), **mardi** (Tuesday), **mercredi** (Wednesday), **jeudi** (Thursday), **vendredi**
        (Friday), **samedi** (Saturday), **dimanche** (Sunday).

        Most come from the names of planets or gods: *lundi* is the Moon's day (*la lune*) and *mardi* is
        Mars's day.

        ## Les mois de l'année — the months

        **janvier, février, mars, avril, mai, juin, juillet, août, septembre, octobre, novembre, décembre**

        Watch the spelling: **février** and **décembre** have an *é*, and **août** has a circumflex on the *u*.

        ## No capital letters!

        In French, days and months are written in **lowercase**, unless they start a sentence:
        *Mon anniversaire est en mai.* — My birthday is in May.

        ## Saying the date

        French uses **le** + number + month:

        - **le 14 juillet** — the 14th of July (France's national holiday)
        - **le 25 décembre** — Christmas Day

        The first of the month is special: **le premier mai** (not *le un mai*).

        - **Quelle est la date aujourd'hui ?** — What's the date today?
        - **Quel jour sommes-nous ?** — What day is it? — **On est lundi.** / **Nous sommes lundi.**

        ## On Monday or on Mondays?

        - **Lundi, je vais au cinéma.** — On Monday (this coming Monday), I'm going to the cinema.
        - **Le lundi, j'ai judo.** — On Mondays (every Monday), I have judo.

        Adding **le** before a day means "every". Use **en** with months: *en juillet* — in July.
      `,
      examples: [
        {
          title: "Your birthday",
          problem: "Write 'My birthday is on the 3rd of March' in French.",
          solution: md`
            1. My birthday: *mon anniversaire*.
            2. Date: **le** + number + month (lowercase): *le 3 mars*.
            3. **Mon anniversaire, c'est le 3 mars.**
          `,
        },
      ],
      deck: [
        { title: "Weekdays", body: "lundi, mardi, mercredi, jeudi, vendredi" },
        { title: "Weekend", body: "samedi, dimanche" },
        { title: "Lowercase", body: "Days and months have no capital letters: *en juillet*." },
        { title: "The date", body: "**le 14 juillet** · but **le premier mai**" },
        { title: "Every Monday", body: "**le lundi** = on Mondays · **lundi** = on Monday" },
      ],
      questions: [
        fr(
          "Which day comes after 'lundi'?",
          "mardi",
          "Monday is lundi. What is Tuesday?",
          "After *lundi* (Monday) comes **mardi** (Tuesday).",
        ),
        fr(
          "How do you say 'Sunday' in French?",
          "dimanche",
          "It is the last day of the French week.",
          "Sunday is **dimanche**.",
        ),
        fr(
          "What is the first month of the year in French?",
          "janvier",
          "It looks a bit like the English word.",
          "January is **janvier**.",
        ),
        tf(
          "In French, days and months start with a capital letter.",
          false,
          "Look at how 'juillet' is written in the lesson.",
          "They are written in lowercase: *lundi*, *juillet*.",
        ),
        mc(
          "How do you say 'on Saturdays' (every Saturday) in French?",
          ["le samedi", "samedi", "les samedi", "au samedi"],
          "a",
          "Which little word means 'every' in front of a day?",
          "*Le samedi* means every Saturday; *samedi* alone means this Saturday.",
        ),
        fr(
          "How do you say 'August' in French?",
          "août",
          "It has a circumflex on one letter.",
          "August is **août**.",
        ),
        mc(
          "In which month is 'le 14 juillet'?",
          ["June", "July", "January", "August"],
          "b",
          "Juillet sounds a little like the English name.",
          "*Juillet* is July; *juin* is June.",
        ),
      ],
    }),
  ],
};

const nounsArticles: SeedUnit = {
  slug: "fr-nouns-articles",
  title: "People and things",
  description: "Masculine and feminine nouns, articles, plurals, adjectives and colours, and your family.",
  lessons: [
    lesson({
      slug: "fr-gender-and-articles",
      title: "Masculine, feminine and articles",
      summary: "Every French noun is masculine or feminine: learn le, la, l', les, un, une and des.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["articles", "gender", "nouns", "grammar"],
      prerequisites: ["fr-greetings"],
      body: md`
        ## Every noun has a gender

        In French, every noun is either **masculine** or **feminine** — even objects. *Le livre* (the book) is
        masculine; *la table* (the table) is feminine. There is usually no logical reason, so always learn a new
        noun **with its article**.

        ## "The": definite articles

        | | singular | plural |
        |---|---|---|
        | masculine | **le** livre | **les** livres |
        | feminine | **la** maison | **les** maisons |
        | before a vowel or silent h | **l'**école, **l'**hôtel | **les** écoles |

        *Le* and *la* shorten to **l'** before a vowel sound: *l'ami*, *l'école*, *l'hôpital*. There is only one
        plural: **les**, for both genders.

        ## "A / some": indefinite articles

        | | singular | plural |
        |---|---|---|
        | masculine | **un** chat | **des** chats |
        | feminine | **une** table | **des** tables |

        **Des** is the plural of *un* and *une*. English often leaves it out ("I have cats"), but French needs it:
        *J'ai des chats.*

        ## Clues to the gender

        These patterns are not perfect, but they help:

        - Nouns ending in **-tion**, **-té** and many ending in **-e** are often feminine: *la nation*, *la liberté*.
        - Nouns ending in **-ment**, **-age** and **-eau** are often masculine: *le moment*, *le fromage*, *le gâteau*.

        ## People

        For people, the gender usually matches: *un ami* (a male friend), *une amie* (a female friend);
        *le professeur* or *la professeure* (the teacher).
      `,
      examples: [
        {
          title: "Choose the article",
          problem:
            "Write 'the school', 'a cat' and 'some tables' in French. (école is feminine, chat is masculine, table is feminine.)",
          solution: md`
            1. *École* starts with a vowel, so *la* becomes *l'*: **l'école**.
            2. *Chat* is masculine, "a" is *un*: **un chat**.
            3. Plural "some" is *des* for both genders: **des tables**.
          `,
        },
      ],
      deck: [
        { title: "Gender", body: "Every noun is masculine or feminine. Learn it with its article." },
        { title: "The", body: "**le** (m) · **la** (f) · **l'** (before a vowel) · **les** (plural)" },
        { title: "A / some", body: "**un** (m) · **une** (f) · **des** (plural)" },
        { title: "Clues", body: "-tion, -té: often feminine · -ment, -age, -eau: often masculine" },
      ],
      questions: [
        fr(
          "Write the word for 'the' that goes with 'livre' (masculine).",
          "le",
          "Masculine singular 'the'.",
          "**le livre** — the book.",
          ["le livre"],
        ),
        fr(
          "Write the word for 'the' that goes with 'maison' (feminine).",
          "la",
          "Feminine singular 'the'.",
          "**la maison** — the house.",
          ["la maison"],
        ),
        fr(
          "Write 'the school' in French (école is feminine).",
          "l'école",
          "École starts with a vowel, so the article shortens.",
          "*La* becomes *l'* before a vowel: **l'école**.",
        ),
        fr(
          "Write 'a cat' in French (chat is masculine).",
          "un chat",
          "Which word means 'a' for masculine nouns?",
          "**un chat** — masculine *un*.",
        ),
        fr(
          "Write 'a table' in French (table is feminine).",
          "une table",
          "Which word means 'a' for feminine nouns?",
          "**une table** — feminine *une*.",
        ),
        mc(
          "Which article goes with 'livres' (books)?",
          ["les", "le", "la", "l'"],
          "a",
          "Livres is plural.",
          "The plural 'the' is always **les**: *les livres*.",
        ),
        tf(
          "'Des' is the plural of 'un' and 'une'.",
          true,
          "What do you say for 'some cats'?",
          "*un chat → des chats*, *une table → des tables*.",
        ),
      ],
    }),
    lesson({
      slug: "fr-plurals",
      title: "Plural nouns",
      summary: "Make French nouns plural with -s, -x or -aux, and know which ones never change.",
      difficulty: "beginner",
      estimatedMinutes: 10,
      tags: ["plurals", "nouns", "spelling", "grammar"],
      prerequisites: ["fr-gender-and-articles"],
      body: md`
        ## Most nouns: add -s

        Like English, most French nouns add **-s** in the plural:

        - *le chien* → **les chiens** (dogs)
        - *la fleur* → **les fleurs** (flowers)
        - *un ami* → **des amis** (friends)

        But here is the surprise: the **-s is silent**. *Chien* and *chiens* sound exactly the same! You hear the
        plural in the article instead: **le** sounds different from **les**, and **un** from **des**. That is one
        more reason to always learn the article.

        ## Nouns ending in -eau, -au, -eu: add -x

        - *le gâteau* → **les gâteaux** (cakes)
        - *le bateau* → **les bateaux** (boats)
        - *le jeu* → **les jeux** (games)
        - *le cheveu* → **les cheveux** (hairs)

        ## Nouns ending in -al: change to -aux

        - *le journal* → **les journaux** (newspapers)
        - *l'animal* → **les animaux** (animals)
        - *le cheval* → **les chevaux** (horses)

        ## Nouns ending in -s, -x or -z: no change

        - *le bras* → **les bras** (arms)
        - *une souris* → **des souris** (mice)
        - *le prix* → **les prix** (prices)
        - *le nez* → **les nez** (noses)

        ## A famous exception

        *l'œil* (the eye) → **les yeux** (the eyes). Completely different!

        ## Check the whole phrase

        In the plural, everything changes together: **les** petits **chiens** — the article, the adjective and
        the noun are all plural.
      `,
      examples: [
        {
          title: "Three plurals",
          problem: "Make these plural: le gâteau, l'animal, la souris.",
          solution: md`
            1. *-eau* adds *-x*: **les gâteaux**.
            2. *-al* becomes *-aux*: **les animaux**.
            3. Ends in *-s*, no change: **les souris**.
          `,
        },
      ],
      deck: [
        { title: "Add -s", body: "le chien → les chien**s** (the -s is silent)" },
        { title: "-eau, -eu → -x", body: "le gâteau → les gâteau**x** · le jeu → les jeu**x**" },
        { title: "-al → -aux", body: "le journal → les journ**aux**" },
        { title: "-s, -x, -z stay", body: "la souris → les souris · le nez → les nez" },
        { title: "Exception", body: "l'œil → **les yeux**" },
      ],
      questions: [
        fr(
          "Write the plural of 'le chien'.",
          "les chiens",
          "Change the article and add the most common plural ending.",
          "**les chiens** — add *-s*.",
        ),
        fr(
          "Write the plural of 'un gâteau'.",
          "des gâteaux",
          "Nouns ending in -eau take a different letter.",
          "**des gâteaux** — *-eau* adds *-x*.",
        ),
        fr(
          "Write the plural of 'le journal'.",
          "les journaux",
          "Nouns ending in -al change their ending.",
          "**les journaux** — *-al* becomes *-aux*.",
        ),
        tf(
          "The -s at the end of a plural French noun is usually pronounced.",
          false,
          "Do 'chien' and 'chiens' sound different?",
          "The plural *-s* is silent; you hear the plural in the article (*le/les*).",
        ),
        fr(
          "Write the plural of 'une souris'.",
          "des souris",
          "Look at the last letter of 'souris'.",
          "Nouns ending in *-s* do not change: **des souris**.",
        ),
        mc(
          "What is the plural of 'l'animal'?",
          ["les animals", "les animaux", "les animales", "l'animaux"],
          "b",
          "It ends in -al.",
          "*-al* becomes *-aux*: **les animaux**.",
        ),
        fr(
          "Write the plural of 'la fleur'.",
          "les fleurs",
          "This one follows the most common rule.",
          "**les fleurs** — just add *-s*.",
        ),
      ],
    }),
    lesson({
      slug: "fr-adjectives-and-colours",
      title: "Adjectives and colours",
      summary: "Make adjectives agree with their noun and put them in the right place.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["adjectives", "colours", "agreement", "grammar"],
      prerequisites: ["fr-plurals"],
      body: md`
        ## Adjectives agree

        In French, an adjective changes to **agree** with its noun: masculine or feminine, singular or plural.

        | | singular | plural |
        |---|---|---|
        | masculine | un chat **noir** | des chats **noirs** |
        | feminine | une voiture **noire** | des voitures **noires** |

        The rule: add **-e** for feminine, **-s** for plural, **-es** for both.

        ## Special cases

        - Adjectives already ending in **-e** do not add another one: *un pull **rouge***, *une robe **rouge***.
        - Some change more: **blanc → blanche** (white), **gros → grosse** (big, fat), **gentil → gentille** (kind).
        - **Marron** (brown) and **orange** never change: *des chaussures marron*.

        ## Colours

        **rouge** (red), **bleu** (blue), **vert** (green), **jaune** (yellow), **noir** (black),
        **blanc** (white), **gris** (grey), **rose** (pink), **violet** (purple), **marron** (brown), **orange**.

        ## Where does the adjective go?

        Most adjectives, including **all colours**, go **after** the noun — the opposite of English:
        *un chat noir* — a black cat.

        A few short, common adjectives go **before** the noun. Remember them with **BAGS**:

        - **B**eauty: *beau, joli* — *un joli jardin*
        - **A**ge: *jeune, vieux, nouveau* — *un nouveau livre*
        - **G**oodness: *bon, mauvais, gentil* — *un bon film*
        - **S**ize: *grand, petit, gros* — *une grande maison*

        ## Putting it together

        *Une petite voiture verte* — a small green car: *petite* goes before (size), *verte* goes after (colour), and
        both are feminine to agree with *voiture*.
      `,
      examples: [
        {
          title: "Agree and place",
          problem: "Translate 'two white cats' and 'a white dress' (chat is masculine, robe is feminine).",
          solution: md`
            1. Colours go after the noun.
            2. Masculine plural: *blanc* + *s* = *blancs* → **deux chats blancs**.
            3. Feminine singular: *blanc* → *blanche* → **une robe blanche**.
          `,
        },
      ],
      deck: [
        { title: "Agreement", body: "+**e** feminine · +**s** plural · +**es** both" },
        { title: "Already -e", body: "rouge stays rouge: *une robe rouge*" },
        { title: "Irregular", body: "blanc → **blanche** · gros → **grosse**" },
        { title: "After the noun", body: "Most adjectives and all colours: *un chat noir*." },
        { title: "BAGS go before", body: "Beauty, Age, Goodness, Size: *une grande maison*." },
      ],
      questions: [
        fr(
          "What is the feminine form of 'vert' (green)?",
          "verte",
          "Add the usual feminine ending.",
          "**verte** — add *-e*.",
        ),
        fr(
          "Complete with 'noir' (black): 'une voiture ______'",
          "noire",
          "Voiture is feminine singular.",
          "**une voiture noire** — feminine adds *-e*.",
          ["une voiture noire"],
        ),
        fr(
          "Complete with 'blanc' (white): 'des chats ______'",
          "blancs",
          "Chats is masculine plural.",
          "**des chats blancs** — masculine plural adds *-s*.",
          ["des chats blancs"],
        ),
        mc(
          "Where do most French adjectives, including colours, go?",
          ["after the noun", "before the noun", "at the end of the sentence", "before the article"],
          "a",
          "Think of 'un chat noir'.",
          "Most adjectives follow the noun: *un chat noir*.",
        ),
        fr(
          "Complete with 'grand' (big): 'une ______ maison'",
          "grande",
          "Maison is feminine, and size adjectives go before the noun.",
          "**une grande maison** — *grand* + *e*.",
          ["une grande maison"],
        ),
        tf(
          "'Rouge' has the same masculine and feminine form.",
          true,
          "What letter does 'rouge' already end with?",
          "*Rouge* already ends in *-e*, so *un pull rouge*, *une robe rouge*.",
        ),
        fr(
          "Complete with 'blanc' (white): 'une robe ______'",
          "blanche",
          "Blanc has an irregular feminine form.",
          "*Blanc* becomes **blanche** in the feminine.",
          ["une robe blanche"],
        ),
      ],
    }),
    lesson({
      slug: "fr-family",
      title: "My family",
      summary: "Name the members of your family and use mon, ma and mes.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["family", "possessives", "vocabulary"],
      prerequisites: ["fr-gender-and-articles"],
      body: md`
        ## La famille

        | masculine | feminine |
        |---|---|
        | **le père** — father | **la mère** — mother |
        | **le frère** — brother | **la sœur** — sister |
        | **le grand-père** — grandfather | **la grand-mère** — grandmother |
        | **l'oncle** — uncle | **la tante** — aunt |
        | **le cousin** — cousin (boy) | **la cousine** — cousin (girl) |
        | **le fils** — son | **la fille** — daughter, girl |

        Plurals: **les parents** (parents — and also relatives), **les grands-parents** (grandparents),
        **les enfants** (children).

        In everyday speech children say **papa** and **maman**.

        ## My: mon, ma, mes

        "My" agrees with the **thing owned**, not with the owner:

        - **mon** + masculine: *mon père*, *mon frère*
        - **ma** + feminine: *ma mère*, *ma sœur*
        - **mes** + plural: *mes parents*, *mes cousines*

        So a girl says *mon frère* and a boy says *ma sœur* — it depends on the noun.

        Before a feminine noun starting with a vowel, use **mon** to make it easier to say: *mon amie* (my female
        friend), *mon école*.

        ## Your: ton, ta, tes

        With a friend, "your" works the same way: **ton** frère, **ta** sœur, **tes** parents.

        ## Talking about your family

        - **J'ai un frère et deux sœurs.** — I have one brother and two sisters.
        - **Je suis fils unique / fille unique.** — I'm an only child.
        - **Mon oncle s'appelle Marc.** — My uncle is called Marc.
        - **Tu as des frères et sœurs ?** — Do you have brothers and sisters?
      `,
      examples: [
        {
          title: "Describe a family",
          problem:
            "Write in French: 'My mother is called Anne. I have a brother and my grandparents live in Nice.'",
          solution: md`
            1. *Mère* is feminine: **ma** mère. → *Ma mère s'appelle Anne.*
            2. *J'ai un frère.*
            3. *Grands-parents* is plural: **mes** grands-parents. → *Mes grands-parents habitent à Nice.*
          `,
        },
      ],
      deck: [
        { title: "Parents", body: "le père · la mère · les parents" },
        { title: "Brothers and sisters", body: "le frère · la sœur" },
        { title: "Grandparents", body: "le grand-père · la grand-mère" },
        { title: "My", body: "**mon** (m) · **ma** (f) · **mes** (plural)" },
        { title: "Before a vowel", body: "**mon** amie, **mon** école" },
      ],
      questions: [
        fr(
          "Write 'the sister' in French.",
          "la sœur",
          "It is feminine and contains the letters o and e joined together.",
          "**la sœur** — the sister.",
          ["la soeur"],
        ),
        fr(
          "Write 'the grandfather' in French.",
          "le grand-père",
          "'Grand' + 'father', joined with a hyphen.",
          "**le grand-père** — the grandfather.",
        ),
        fr(
          "Complete with 'my': '___ frère'",
          "mon",
          "Frère is masculine.",
          "**mon frère** — *mon* for masculine nouns.",
          ["mon frère"],
        ),
        fr(
          "Complete with 'my': '___ mère'",
          "ma",
          "Mère is feminine.",
          "**ma mère** — *ma* for feminine nouns.",
          ["ma mère"],
        ),
        fr(
          "Complete with 'my': '___ parents'",
          "mes",
          "Parents is plural.",
          "**mes parents** — *mes* for plurals.",
          ["mes parents"],
        ),
        mc(
          "Your father's brother is your…",
          ["oncle", "cousin", "neveu", "grand-père"],
          "a",
          "He is one generation above you.",
          "Your parent's brother is your **oncle** (uncle).",
        ),
        tf(
          "You say 'mon amie' (not 'ma amie') for a female friend.",
          true,
          "What happens before a vowel?",
          "Before a vowel, *ma* becomes *mon* to make it easier to say: *mon amie*.",
        ),
      ],
    }),
  ],
};

const verbsPresent: SeedUnit = {
  slug: "fr-verbs-present",
  title: "Everyday verbs",
  description: "Subject pronouns, être and avoir, regular -er verbs, saying no and asking questions.",
  lessons: [
    lesson({
      slug: "fr-subject-pronouns-etre",
      title: "Subject pronouns and être",
      summary: "Learn je, tu, il, elle, on, nous, vous, ils and elles, and the verb être (to be).",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["verbs", "être", "pronouns", "grammar"],
      prerequisites: ["fr-introducing-yourself"],
      body: md`
        ## Subject pronouns

        | | singular | | plural |
        |---|---|---|---|
        | I | **je** (j') | we | **nous** / **on** |
        | you | **tu** | you | **vous** |
        | he / she | **il** / **elle** | they | **ils** / **elles** |

        - **On** is used all the time in spoken French to mean "we": *On va au parc ?* — Shall we go to the park?
          It can also mean "people in general". It takes the same verb form as *il* and *elle*.
        - **Ils** is for a group of males **or a mixed group**. **Elles** is only for an all-female group.
          *Marie et Paul* → **ils**; *Marie et Sophie* → **elles**.
        - Objects use **il** or **elle** according to their gender: *la table* → **elle**.

        ## Être — to be

        *Être* is the most important French verb, and it is irregular, so learn it by heart:

        | | |
        |---|---|
        | je **suis** | nous **sommes** |
        | tu **es** | vous **êtes** |
        | il / elle / on **est** | ils / elles **sont** |

        Examples:

        - *Je suis content.* — I am happy. (A girl writes *contente*.)
        - *Tu es très sympa !* — You are really nice!
        - *Nous sommes en classe.* — We are in class.
        - *Ils sont à Paris.* — They are in Paris.

        ## Être for descriptions and nationality

        *Elle est grande.* — She is tall. *Nous sommes français.* — We are French. (Nationalities are not
        capitalised when they are adjectives.)

        Careful: *il est* and *elle est* are said with a link before a vowel: *il est_anglais* sounds like
        "ee-lay-tanglay".
      `,
      examples: [
        {
          title: "Choose the form",
          problem: "Complete: 'Léa et moi, nous ___ amis.' and 'Les filles ___ ici.'",
          solution: md`
            1. *Nous* takes **sommes**: *Léa et moi, nous sommes amis.*
            2. *Les filles* is *elles*, which takes **sont**: *Les filles sont ici.*
          `,
        },
      ],
      deck: [
        { title: "Pronouns", body: "je, tu, il, elle, on, nous, vous, ils, elles" },
        { title: "On", body: "Everyday 'we'; same verb form as *il*." },
        { title: "Ils or elles", body: "**elles** only for all-female groups; mixed groups are **ils**." },
        { title: "Être (1)", body: "je **suis** · tu **es** · il/elle/on **est**" },
        { title: "Être (2)", body: "nous **sommes** · vous **êtes** · ils/elles **sont**" },
      ],
      questions: [
        fr(
          "Complete with être: 'Je ___ content.'",
          "suis",
          "The 'je' form of être is irregular.",
          "**je suis** — I am.",
        ),
        fr(
          "Complete with être: 'Nous ___ en classe.'",
          "sommes",
          "The 'nous' form ends in -mes.",
          "**nous sommes** — we are.",
        ),
        fr(
          "Complete with être: 'Vous ___ français ?'",
          "êtes",
          "It has a circumflex accent.",
          "**vous êtes** — you are.",
        ),
        fr(
          "Complete with être: 'Ils ___ à Paris.'",
          "sont",
          "The 'ils' form rhymes with 'bon'.",
          "**ils sont** — they are.",
        ),
        mc(
          "Which pronoun replaces 'Marie et Sophie'?",
          ["ils", "elles", "nous", "on"],
          "b",
          "Both people are female.",
          "An all-female group is **elles**.",
        ),
        tf(
          "'On' is often used to mean 'we' in everyday French.",
          true,
          "Think of 'On va au parc ?'",
          "In everyday speech *on* very often replaces *nous*.",
        ),
        fr(
          "Complete with être: 'Tu ___ très sympa.'",
          "es",
          "Tu es, il est: they sound the same.",
          "**tu es** — you are.",
        ),
      ],
    }),
    lesson({
      slug: "fr-avoir",
      title: "The verb avoir (to have)",
      summary: "Conjugate avoir and use it for possessions, age, hunger and thirst.",
      difficulty: "beginner",
      estimatedMinutes: 12,
      tags: ["verbs", "avoir", "grammar", "expressions"],
      prerequisites: ["fr-subject-pronouns-etre"],
      body: md`
        ## Avoir — to have

        *Avoir* is the second most important French verb. It is irregular:

        | | |
        |---|---|
        | j'**ai** | nous **avons** |
        | tu **as** | vous **avez** |
        | il / elle / on **a** | ils / elles **ont** |

        Notice **j'ai**: *je* becomes *j'* because *ai* starts with a vowel.

        Be careful not to mix up **ils ont** (they have) and **ils sont** (they are). In speech, *ils ont* has a
        "z" sound: "eel-zon", while *ils sont* has an "s": "eel-son".

        ## Possessions

        - *J'ai un chat.* — I have a cat.
        - *Nous avons une grande maison.* — We have a big house.
        - *Vous avez des frères ?* — Do you have brothers?

        ## Expressions with avoir

        Many things that English says with "to be", French says with "to have":

        | French | English |
        |---|---|
        | avoir **douze ans** | to be twelve (years old) |
        | avoir **faim** | to be hungry |
        | avoir **soif** | to be thirsty |
        | avoir **chaud** / **froid** | to be hot / cold |
        | avoir **peur** | to be scared |
        | avoir **raison** / **tort** | to be right / wrong |

        - *J'ai faim !* — I'm hungry!
        - *Tu as quel âge ?* — How old are you?
        - *Elles ont froid.* — They are cold.

        So *il a* (he has) and *il est* (he is) are different: *Il a froid* (he is cold) but *Il est content* (he is happy).
      `,
      examples: [
        {
          title: "Translate",
          problem: "Translate: 'We are hungry and they are thirsty.'",
          solution: md`
            1. Hunger uses *avoir*: *nous avons faim*.
            2. Thirst uses *avoir*: *ils ont soif*.
            3. **Nous avons faim et ils ont soif.**
          `,
        },
      ],
      deck: [
        { title: "Avoir (1)", body: "j'**ai** · tu **as** · il/elle/on **a**" },
        { title: "Avoir (2)", body: "nous **avons** · vous **avez** · ils/elles **ont**" },
        { title: "ont vs sont", body: "ils **ont** (have) · ils **sont** (are)" },
        { title: "Age", body: "**J'ai 12 ans.**" },
        { title: "Hungry, thirsty", body: "**J'ai faim.** · **J'ai soif.**" },
      ],
      questions: [
        fr("Complete with avoir: 'J'___ un chat.'", "ai", "The je form after j'.", "**j'ai** — I have."),
        fr(
          "Complete with avoir: 'Nous ___ une grande maison.'",
          "avons",
          "The nous form ends in -ons.",
          "**nous avons** — we have.",
        ),
        fr(
          "Complete with avoir: 'Elles ___ faim.'",
          "ont",
          "Careful not to write the form of être.",
          "**elles ont faim** — they are hungry.",
        ),
        fr(
          "Complete with avoir: 'Tu ___ quel âge ?'",
          "as",
          "The tu form has just two letters.",
          "**tu as** — you have.",
        ),
        mc(
          "What does 'J'ai soif' mean?",
          ["I'm thirsty", "I'm hungry", "I'm cold", "I'm tired"],
          "a",
          "Soif is about drinking.",
          "*avoir soif* means to be thirsty; *avoir faim* means to be hungry.",
        ),
        tf(
          "'Il a' and 'il est' mean the same thing.",
          false,
          "One is from avoir and one from être.",
          "*Il a* means 'he has'; *il est* means 'he is'.",
        ),
        fr(
          "Complete with avoir: 'Vous ___ des frères ?'",
          "avez",
          "The vous form ends in -ez.",
          "**vous avez** — you have.",
        ),
      ],
    }),
    lesson({
      slug: "fr-er-verbs-present",
      title: "Regular -er verbs in the present",
      summary: "Conjugate regular -er verbs like parler, aimer and regarder in the present tense.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["verbs", "present tense", "-er verbs", "grammar"],
      prerequisites: ["fr-avoir"],
      body: md`
        ## The biggest family of verbs

        Most French verbs end in **-er** in the infinitive: *parler* (to speak), *aimer* (to like, to love),
        *regarder* (to watch), *jouer* (to play), *habiter* (to live), *écouter* (to listen). Good news: they
        almost all follow the same pattern.

        ## The pattern

        Take off **-er** to get the **stem** (*parl-*), then add the endings:

        | | |
        |---|---|
        | je parl**e** | nous parl**ons** |
        | tu parl**es** | vous parl**ez** |
        | il / elle / on parl**e** | ils / elles parl**ent** |

        ## Silent endings

        *Parle*, *parles* and *parlent* all sound **the same**! The endings **-e**, **-es** and **-ent** are
        silent. Only the *nous* (-ons) and *vous* (-ez) forms sound different.

        ## Before a vowel

        *Je* becomes **j'** before a vowel or silent *h*: **j'aime**, **j'écoute**, **j'habite**.

        ## The present tense means a lot

        *Je joue* can mean "I play", "I am playing" or "I do play". French has only one present tense.

        ## Small spelling changes

        Verbs ending in **-ger** keep an *e* in the *nous* form so the *g* stays soft: **nous mangeons**
        (we eat), **nous nageons** (we swim).

        ## Likes and dislikes

        After *aimer*, *adorer* and *détester*, use **le, la, les** even when English has no article:

        - *J'aime le football.* — I like football.
        - *Elle adore les chats.* — She loves cats.

        And with a second verb, use the infinitive: *J'aime jouer au tennis.* — I like playing tennis.
      `,
      examples: [
        {
          title: "Conjugate regarder",
          problem: "Complete: 'Nous ___ un film et ils ___ la télé.' (regarder)",
          solution: md`
            1. Stem: *regard-*.
            2. *Nous* → *-ons*: **regardons**.
            3. *Ils* → *-ent* (silent): **regardent**.
            4. *Nous regardons un film et ils regardent la télé.*
          `,
        },
      ],
      deck: [
        { title: "Stem", body: "parler → **parl-**" },
        { title: "Singular endings", body: "je -**e** · tu -**es** · il -**e**" },
        { title: "Plural endings", body: "nous -**ons** · vous -**ez** · ils -**ent**" },
        { title: "Silent", body: "-e, -es, -ent are not pronounced." },
        { title: "-ger verbs", body: "nous mang**e**ons" },
      ],
      questions: [
        fr(
          "Conjugate parler: 'je ___'",
          "parle",
          "Take off -er and add the je ending.",
          "**je parle** — I speak.",
          ["je parle"],
        ),
        fr(
          "Conjugate parler: 'nous ___'",
          "parlons",
          "The nous ending is -ons.",
          "**nous parlons** — we speak.",
          ["nous parlons"],
        ),
        fr("Conjugate aimer: 'tu ___'", "aimes", "The tu ending is -es.", "**tu aimes** — you like.", [
          "tu aimes",
        ]),
        fr(
          "Conjugate regarder: 'Ils ___ la télé.'",
          "regardent",
          "The ils ending is silent but written.",
          "**ils regardent** — they watch.",
          ["Ils regardent la télé"],
        ),
        {
          // The spelling is the lesson: "mangons" must not pass as a typo.
          ...fr(
            "Conjugate manger: 'nous ___'",
            "mangeons",
            "-ger verbs keep an extra letter before -ons.",
            "**nous mangeons** — the *e* keeps the *g* soft.",
            ["nous mangeons"],
          ),
          strictSpelling: true,
        },
        tf(
          "In 'ils parlent', the ending -ent is pronounced.",
          false,
          "Compare the sound of 'il parle' and 'ils parlent'.",
          "*-ent* is silent: *il parle* and *ils parlent* sound the same.",
        ),
        mc(
          "How do you say 'I like football'?",
          ["J'aime le football.", "Je aime le football.", "J'aimes le football.", "Je aimer le football."],
          "a",
          "Think about elision, the je ending and the article.",
          "*Je* → *j'* before a vowel, the ending is *-e*, and *aimer* takes the article *le*.",
        ),
      ],
    }),
    lesson({
      slug: "fr-negation",
      title: "Saying no: ne… pas",
      summary: "Make sentences negative by wrapping ne… pas around the verb.",
      difficulty: "intermediate",
      estimatedMinutes: 12,
      tags: ["negation", "grammar", "sentences"],
      prerequisites: ["fr-er-verbs-present"],
      body: md`
        ## The sandwich

        To make a sentence negative in French, put **ne** before the verb and **pas** after it. The verb is the
        filling of a *ne… pas* sandwich:

        - *Je mange.* → Je **ne** mange **pas**. — I don't eat / I'm not eating.
        - *Nous regardons la télé.* → Nous **ne** regardons **pas** la télé.
        - *Elle est contente.* → Elle **n'**est **pas** contente.

        ## N' before a vowel

        *Ne* becomes **n'** before a vowel or silent *h*:

        - *Je n'aime pas le café.* — I don't like coffee.
        - *Il n'habite pas ici.* — He doesn't live here.

        ## Un, une, des become de

        After a negative verb, **un**, **une** and **des** usually change to **de** (or **d'** before a vowel):

        - *J'ai un chien.* → *Je n'ai pas **de** chien.* — I don't have a dog.
        - *Il y a des élèves.* → *Il n'y a pas **d'**élèves.* — There are no pupils.

        But **le, la, les** do not change: *Je n'aime pas **le** café.*

        ## Other negatives

        The same sandwich works with other words instead of *pas*:

        - **ne… jamais** — never: *Je ne mange jamais de viande.*
        - **ne… rien** — nothing: *Il ne fait rien.*
        - **ne… plus** — no longer / not any more: *Elle n'habite plus ici.*

        ## In everyday speech

        People often drop the *ne* when they talk: *J'aime pas ça !* Understand it when you hear it, but in
        writing and in your lessons, always use both parts.
      `,
      examples: [
        {
          title: "Negative with an article",
          problem: "Make negative: 'Nous avons des devoirs.' (We have homework.)",
          solution: md`
            1. Wrap the verb: *nous **n'**avons **pas***. (*avons* starts with a vowel, so *ne* → *n'*.)
            2. *Des* becomes *de*: *de devoirs*.
            3. **Nous n'avons pas de devoirs.**
          `,
        },
      ],
      deck: [
        { title: "Sandwich", body: "**ne** + verb + **pas**: *Je ne mange pas.*" },
        { title: "Before a vowel", body: "ne → **n'**: *Je n'aime pas…*" },
        { title: "un/une/des → de", body: "*Je n'ai pas de chien.*" },
        { title: "More negatives", body: "ne… jamais (never) · ne… rien (nothing) · ne… plus (no longer)" },
      ],
      questions: [
        fr(
          "Make this sentence negative: 'Je mange.'",
          "Je ne mange pas.",
          "Wrap ne… pas around the verb.",
          "**Je ne mange pas.**",
        ),
        fr(
          "Make this sentence negative: 'Il est content.'",
          "Il n'est pas content.",
          "The verb starts with a vowel.",
          "*Ne* becomes *n'* before *est*: **Il n'est pas content.**",
        ),
        fr(
          "Make this sentence negative: 'J'ai un chien.'",
          "Je n'ai pas de chien.",
          "Two things change: the ne… pas sandwich and the article 'un'.",
          "**Je n'ai pas de chien.** — *un* becomes *de* after a negative.",
        ),
        mc(
          "Which sentence is correct?",
          [
            "Je n'aime pas le café.",
            "Je ne aime pas le café.",
            "Je n'aime le café pas.",
            "Je pas aime le café.",
          ],
          "a",
          "Check the elision and where 'pas' goes.",
          "*Ne* → *n'* before *aime*, and *pas* comes straight after the verb.",
        ),
        tf(
          "After a negative verb, 'un', 'une' and 'des' usually become 'de' (or 'd'').",
          true,
          "Think of 'Je n'ai pas de chien.'",
          "*J'ai un chien* → *Je n'ai pas de chien.*",
        ),
        fr(
          "Make this sentence negative: 'Nous regardons la télé.'",
          "Nous ne regardons pas la télé.",
          "'La' does not change after a negative.",
          "**Nous ne regardons pas la télé.**",
        ),
      ],
    }),
    lesson({
      slug: "fr-asking-questions",
      title: "Asking questions",
      summary: "Ask yes/no questions three ways and use question words like où, quand and pourquoi.",
      difficulty: "intermediate",
      estimatedMinutes: 15,
      tags: ["questions", "question words", "speaking"],
      prerequisites: ["fr-negation"],
      body: md`
        ## Three ways to ask a yes/no question

        **1. Raise your voice** at the end (casual, very common in speech):
        *Tu aimes le chocolat ?* ↗

        **2. Put *est-ce que* in front** (neutral, works everywhere):
        ***Est-ce que** tu aimes le chocolat ?*
        Before a vowel it becomes *est-ce qu'*: *Est-ce qu'il parle anglais ?*

        **3. Swap the pronoun and the verb** (formal, used in writing), joined by a hyphen:
        ***Aimes-tu** le chocolat ?*
        With *il* or *elle* and a verb ending in a vowel, add **-t-** to make it easier to say: *Parle-t-il anglais ?*

        ## Question words

        | French | English |
        |---|---|
        | **qui** | who |
        | **que / quoi** | what |
        | **où** | where |
        | **quand** | when |
        | **comment** | how |
        | **pourquoi** | why |
        | **combien (de)** | how much / how many |
        | **quel / quelle** | which, what |

        Note **où** (where) has an accent; **ou** without an accent means "or".

        The answer to *pourquoi* usually starts with **parce que** (because).

        ## Using question words

        You can put the question word at the start with *est-ce que*, or at the end in casual speech:

        - *Où est-ce que tu habites ?* / *Tu habites où ?* — Where do you live?
        - *Quand est-ce que le film commence ?* — When does the film start?
        - *Combien de frères as-tu ?* — How many brothers do you have?
        - *Comment tu t'appelles ?* — What's your name?

        ## Answering

        Answer yes/no questions with **oui** or **non**. To say "yes" to a **negative** question, use **si**:
        *Tu n'aimes pas le chocolat ?* — **Si !** J'adore le chocolat.
      `,
      examples: [
        {
          title: "Three ways",
          problem: "Ask 'Do you speak French?' in three ways (to a friend).",
          solution: md`
            1. Intonation: *Tu parles français ?*
            2. *Est-ce que*: *Est-ce que tu parles français ?*
            3. Inversion: *Parles-tu français ?*
          `,
        },
      ],
      deck: [
        { title: "Intonation", body: "*Tu aimes le chocolat ?* ↗" },
        { title: "Est-ce que", body: "*Est-ce que tu aimes le chocolat ?*" },
        { title: "Inversion", body: "*Aimes-tu le chocolat ?*" },
        { title: "Question words", body: "qui · quoi · où · quand · comment · pourquoi · combien" },
        { title: "Si", body: "'Yes' to a negative question: *Si !*" },
      ],
      questions: [
        fr(
          "What is the French question word for 'where'?",
          "où",
          "Without its accent it means 'or'.",
          "**où** means where; *ou* means or.",
        ),
        fr(
          "What is the French question word for 'why'?",
          "pourquoi",
          "The answer usually starts with 'parce que'.",
          "**pourquoi** means why.",
        ),
        fr(
          "What is the French question word for 'when'?",
          "quand",
          "It starts with 'qu' and ends with a silent 'd'.",
          "**quand** means when.",
        ),
        mc(
          "Which question means 'How many brothers do you have?'",
          [
            "Combien de frères as-tu ?",
            "Comment as-tu des frères ?",
            "Où sont tes frères ?",
            "Pourquoi as-tu des frères ?",
          ],
          "a",
          "Which question word asks about a number?",
          "*Combien de* means 'how many'.",
        ),
        fr(
          "Turn into a question using 'est-ce que': 'Tu aimes le chocolat.'",
          "Est-ce que tu aimes le chocolat ?",
          "Put the two-word phrase in front and keep the rest.",
          "**Est-ce que tu aimes le chocolat ?**",
        ),
        tf(
          "'Tu habites où ?' is a correct, informal way to ask where someone lives.",
          true,
          "In casual speech, where can the question word go?",
          "In everyday speech the question word can go at the end.",
        ),
        fr(
          "What is the French question word for 'who'?",
          "qui",
          "It starts with 'qu'.",
          "**qui** means who.",
        ),
      ],
    }),
  ],
};

export const french: SeedCourse = {
  slug: "french-beginners",
  title: "French for beginners",
  subject: "French",
  gradeBand: "6-8",
  description:
    "Your first steps in French: greetings, numbers, dates, nouns and adjectives, être, avoir, -er verbs, negatives and questions.",
  units: [firstWords, nounsArticles, verbsPresent],
};
