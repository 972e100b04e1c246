import { FRENCH_PERSONS, type FrenchTense, SPANISH_PERSONS, type SpanishTense } from "@app/domain/verbs";
import { describe, expect, it } from "vitest";
import { conjugateFrench, frenchAuxiliary } from "./french.ts";
import { conjugateSpanish } from "./spanish.ts";

/*
 * Issue 23's check tables (decision 063): forms the packages must give, quoted from any French or
 * Spanish grammar. Irregulars, être verbs with agreement, irregular futur stems, Spanish stem
 * changes and preterite irregulars. Each row: verb, tense, pronoun, the form with its subject.
 */

const fr = (id: string) => FRENCH_PERSONS.find((p) => p.id === id)!;
const es = (id: string) => SPANISH_PERSONS.find((p) => p.id === id)!;

const FRENCH: [string, FrenchTense, string, string][] = [
  // Irregular présent.
  ["être", "present", "je", "je suis"],
  ["être", "present", "nous", "nous sommes"],
  ["être", "present", "ils", "ils sont"],
  ["avoir", "present", "je", "j'ai"],
  ["avoir", "present", "ils", "ils ont"],
  ["aller", "present", "je", "je vais"],
  ["aller", "present", "elles", "elles vont"],
  ["faire", "present", "vous", "vous faites"],
  ["faire", "present", "ils", "ils font"],
  ["dire", "present", "vous", "vous dites"],
  ["pouvoir", "present", "je", "je peux"],
  ["vouloir", "present", "ils", "ils veulent"],
  ["prendre", "present", "nous", "nous prenons"],
  ["prendre", "present", "ils", "ils prennent"],
  ["venir", "present", "il", "il vient"],
  ["boire", "present", "nous", "nous buvons"],
  ["manger", "present", "nous", "nous mangeons"],
  ["commencer", "present", "nous", "nous commençons"],
  ["acheter", "present", "je", "j'achète"],
  ["appeler", "present", "je", "j'appelle"],
  ["aimer", "present", "je", "j'aime"],
  ["habiter", "present", "je", "j'habite"],
  ["finir", "present", "ils", "ils finissent"],
  ["connaître", "present", "il", "il connaît"],
  // Passé composé: the auxiliary, agreement only with être.
  ["manger", "passe-compose", "elle", "elle a mangé"],
  ["manger", "passe-compose", "elles", "elles ont mangé"],
  ["être", "passe-compose", "je", "j'ai été"],
  ["avoir", "passe-compose", "nous", "nous avons eu"],
  ["aller", "passe-compose", "elle", "elle est allée"],
  ["aller", "passe-compose", "elles", "elles sont allées"],
  ["aller", "passe-compose", "ils", "ils sont allés"],
  ["venir", "passe-compose", "elle", "elle est venue"],
  ["naître", "passe-compose", "elle", "elle est née"],
  ["mourir", "passe-compose", "il", "il est mort"],
  ["tomber", "passe-compose", "elles", "elles sont tombées"],
  ["arriver", "passe-compose", "il", "il est arrivé"],
  ["rester", "passe-compose", "elle", "elle est restée"],
  ["sortir", "passe-compose", "elle", "elle est sortie"],
  ["descendre", "passe-compose", "ils", "ils sont descendus"],
  ["monter", "passe-compose", "elles", "elles sont montées"],
  ["se lever", "passe-compose", "elle", "elle s'est levée"],
  ["s'asseoir", "passe-compose", "elles", "elles se sont assises"],
  ["prendre", "passe-compose", "il", "il a pris"],
  ["faire", "passe-compose", "je", "j'ai fait"],
  ["voir", "passe-compose", "tu", "tu as vu"],
  ["ouvrir", "passe-compose", "il", "il a ouvert"],
  // Imparfait.
  ["être", "imparfait", "je", "j'étais"],
  ["avoir", "imparfait", "nous", "nous avions"],
  ["manger", "imparfait", "il", "il mangeait"],
  ["finir", "imparfait", "ils", "ils finissaient"],
  // Futur simple: irregular stems.
  ["aller", "futur", "je", "j'irai"],
  ["être", "futur", "nous", "nous serons"],
  ["avoir", "futur", "tu", "tu auras"],
  ["faire", "futur", "il", "il fera"],
  ["venir", "futur", "je", "je viendrai"],
  ["pouvoir", "futur", "je", "je pourrai"],
  ["voir", "futur", "nous", "nous verrons"],
  ["envoyer", "futur", "je", "j'enverrai"],
  ["savoir", "futur", "ils", "ils sauront"],
  ["devoir", "futur", "vous", "vous devrez"],
  ["vouloir", "futur", "elle", "elle voudra"],
  ["courir", "futur", "je", "je courrai"],
  // Conditionnel présent.
  ["aller", "conditionnel", "nous", "nous irions"],
  ["être", "conditionnel", "je", "je serais"],
  ["avoir", "conditionnel", "ils", "ils auraient"],
  ["vouloir", "conditionnel", "je", "je voudrais"],
  // Subjonctif présent.
  ["faire", "subjonctif", "je", "que je fasse"],
  ["être", "subjonctif", "nous", "que nous soyons"],
  ["avoir", "subjonctif", "il", "qu'il ait"],
  ["aller", "subjonctif", "je", "que j'aille"],
  ["pouvoir", "subjonctif", "ils", "qu'ils puissent"],
  ["savoir", "subjonctif", "tu", "que tu saches"],
  ["vouloir", "subjonctif", "elle", "qu'elle veuille"],
  ["finir", "subjonctif", "nous", "que nous finissions"],
];

const SPANISH: [string, SpanishTense, string, string][] = [
  // Presente: irregulars and stem changes (e>ie, o>ue, e>i, u>ue), yo-irregulars.
  ["ser", "presente", "yo", "soy"],
  ["ser", "presente", "tu", "eres"],
  ["estar", "presente", "yo", "estoy"],
  ["ir", "presente", "nosotros", "vamos"],
  ["tener", "presente", "yo", "tengo"],
  ["tener", "presente", "el", "tiene"],
  ["hacer", "presente", "yo", "hago"],
  ["poner", "presente", "yo", "pongo"],
  ["salir", "presente", "yo", "salgo"],
  ["conocer", "presente", "yo", "conozco"],
  ["saber", "presente", "yo", "sé"],
  ["decir", "presente", "yo", "digo"],
  ["pensar", "presente", "yo", "pienso"],
  ["pensar", "presente", "nosotros", "pensamos"],
  ["querer", "presente", "ellos", "quieren"],
  ["empezar", "presente", "tu", "empiezas"],
  ["preferir", "presente", "el", "prefiere"],
  ["poder", "presente", "yo", "puedo"],
  ["volver", "presente", "ellos", "vuelven"],
  ["dormir", "presente", "el", "duerme"],
  ["contar", "presente", "yo", "cuento"],
  ["encontrar", "presente", "tu", "encuentras"],
  ["jugar", "presente", "yo", "juego"],
  ["pedir", "presente", "yo", "pido"],
  ["servir", "presente", "ellos", "sirven"],
  ["seguir", "presente", "yo", "sigo"],
  ["oír", "presente", "yo", "oigo"],
  ["hablar", "presente", "vosotros", "habláis"],
  // Pretérito indefinido: irregulars and stem changes in the third person.
  ["ser", "preterito", "el", "fue"],
  ["ir", "preterito", "ellos", "fueron"],
  ["tener", "preterito", "yo", "tuve"],
  ["estar", "preterito", "yo", "estuve"],
  ["hacer", "preterito", "el", "hizo"],
  ["poder", "preterito", "yo", "pude"],
  ["poner", "preterito", "tu", "pusiste"],
  ["querer", "preterito", "yo", "quise"],
  ["saber", "preterito", "nosotros", "supimos"],
  ["venir", "preterito", "el", "vino"],
  ["decir", "preterito", "ellos", "dijeron"],
  ["traer", "preterito", "yo", "traje"],
  ["conducir", "preterito", "yo", "conduje"],
  ["dar", "preterito", "yo", "di"],
  ["ver", "preterito", "el", "vio"],
  ["andar", "preterito", "yo", "anduve"],
  ["caber", "preterito", "yo", "cupe"],
  ["pedir", "preterito", "el", "pidió"],
  ["dormir", "preterito", "ellos", "durmieron"],
  ["leer", "preterito", "el", "leyó"],
  ["llegar", "preterito", "yo", "llegué"],
  ["buscar", "preterito", "yo", "busqué"],
  ["empezar", "preterito", "yo", "empecé"],
  ["hablar", "preterito", "el", "habló"],
  // Imperfecto.
  ["ser", "imperfecto", "yo", "era"],
  ["ir", "imperfecto", "nosotros", "íbamos"],
  ["ver", "imperfecto", "el", "veía"],
  ["hablar", "imperfecto", "nosotros", "hablábamos"],
  // Futuro and condicional: irregular stems.
  ["salir", "futuro", "yo", "saldré"],
  ["tener", "futuro", "yo", "tendré"],
  ["hacer", "futuro", "el", "hará"],
  ["decir", "futuro", "nosotros", "diremos"],
  ["poder", "futuro", "ellos", "podrán"],
  ["querer", "futuro", "tu", "querrás"],
  ["saber", "condicional", "yo", "sabría"],
  ["poner", "condicional", "el", "pondría"],
  ["venir", "condicional", "nosotros", "vendríamos"],
  ["haber", "condicional", "el", "habría"],
  // Presente de subjuntivo.
  ["ser", "subjuntivo", "yo", "sea"],
  ["ir", "subjuntivo", "nosotros", "vayamos"],
  ["estar", "subjuntivo", "el", "esté"],
  ["tener", "subjuntivo", "tu", "tengas"],
  ["pedir", "subjuntivo", "nosotros", "pidamos"],
  ["dormir", "subjuntivo", "nosotros", "durmamos"],
  ["saber", "subjuntivo", "ellos", "sepan"],
  ["haber", "subjuntivo", "el", "haya"],
];

describe("French conjugations from french-verbs and the Lefff data", () => {
  it("has at least 60 forms in its check table", () => expect(FRENCH.length).toBeGreaterThanOrEqual(60));

  it.each(FRENCH)("%s, %s, %s: %s", (verb, tense, person, expected) => {
    const made = conjugateFrench(verb, tense, fr(person));
    expect(made?.full).toBe(expected);
    expect(made?.accepted).toContain(expected);
  });

  it("chooses the auxiliary of sortir, monter, descendre by use, and gives être's explicitly", () => {
    expect(frenchAuxiliary("être", false, false)).toBe("AVOIR");
    expect(frenchAuxiliary("sortir", false, false)).toBe("ETRE");
    expect(conjugateFrench("sortir", "passe-compose", fr("elle"), true)?.full).toBe("elle a sorti");
    expect(conjugateFrench("monter", "passe-compose", fr("il"), true)?.full).toBe("il a monté");
    expect(conjugateFrench("descendre", "passe-compose", fr("elles"), true)?.full).toBe("elles ont descendu");
  });

  it("accepts either agreement where the pronoun does not tell, and none with avoir", () => {
    const je = conjugateFrench("aller", "passe-compose", fr("je"))!;
    expect(je.accepted).toEqual(expect.arrayContaining(["je suis allé", "je suis allée", "suis allée"]));
    const vous = conjugateFrench("partir", "passe-compose", fr("vous"))!;
    expect(vous.accepted).toEqual(
      expect.arrayContaining(["vous êtes partis", "vous êtes parties", "vous êtes parti"]),
    );
    expect(conjugateFrench("manger", "passe-compose", fr("elle"))!.accepted).not.toContain("elle a mangée");
  });

  it("accepts both forms of payer and s'asseoir", () => {
    expect(conjugateFrench("payer", "present", fr("je"))!.accepted).toEqual(
      expect.arrayContaining(["je paye", "je paie", "paie"]),
    );
    expect(conjugateFrench("payer", "futur", fr("nous"))!.accepted).toEqual(
      expect.arrayContaining(["nous payerons", "nous paierons"]),
    );
    expect(conjugateFrench("s'asseoir", "present", fr("je"))!.accepted).toEqual(
      expect.arrayContaining(["je m'assois", "je m'assieds"]),
    );
    expect(conjugateFrench("s'asseoir", "present", fr("ils"))!.accepted).toEqual(
      expect.arrayContaining(["ils s'assoient", "ils s'asseyent"]),
    );
  });

  it("knows no form of a verb that does not exist", () => {
    expect(conjugateFrench("zorglubber", "present", fr("je"))).toBeNull();
  });
});

describe("Spanish conjugations from @jirimracek/conjugate-esp", () => {
  it("has at least 60 forms in its check table", () => expect(SPANISH.length).toBeGreaterThanOrEqual(60));

  it.each(SPANISH)("%s, %s, %s: %s", (verb, tense, person, expected) => {
    const made = conjugateSpanish(verb, tense, es(person));
    expect(made?.form).toBe(expected);
    expect(made?.accepted).toContain(expected);
  });

  it("is not spanish-verbs: pido, juego, saldré", () => {
    expect(conjugateSpanish("pedir", "presente", es("yo"))?.form).not.toBe("pedo");
    expect(conjugateSpanish("jugar", "presente", es("yo"))?.form).not.toBe("jugo");
    expect(conjugateSpanish("salir", "futuro", es("yo"))?.form).not.toBe("saliré");
  });

  it("accepts the subject with the form", () => {
    expect(conjugateSpanish("hablar", "presente", es("el"))!.accepted).toEqual(
      expect.arrayContaining(["habla", "ella habla", "usted habla"]),
    );
    expect(conjugateSpanish("tener", "subjuntivo", es("yo"))!.full).toBe("que yo tenga");
  });
});
