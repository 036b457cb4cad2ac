import type { ChatIndex } from "@/lib/chat/chat-search";

/**
 * How the chat's search reads French, Dutch and German (lib/chat/chat-search.ts reads English
 * itself): the words that say nothing about a question, a few groups of words visitors use for
 * the same thing (the group's first word stands for it), and the endings a light stemmer strips.
 * They travel inside that language's index (app/[locale]/chat-index.json), so a page's chat
 * downloads only its own language's lists. Written without accents: the search folds them.
 */
export const chatLanguages: Record<"fr" | "nl" | "de", NonNullable<ChatIndex["language"]>> = {
  fr: {
    stopWords: (
      "a ai au aux avec avez avoir c ca ce ces cet cette comme comment d dans de des du elle en est " +
      "et etre faire fait il ils j je l la le les leur lui m ma mais me mes moi mon n ne nos notre " +
      "nous on ou par pas peut peux plus pour puis qu que quel quelle quelles quels qui s sa sans se " +
      "ses si son sont sur t ta te tes toi ton tous tout toute toutes tu un une vos votre vous y " +
      "est-ce moment proposez proposer offrez bonjour salut merci svp"
    ).split(" "),
    synonyms: [
      ["resilier", "annuler", "annulation", "resiliation", "arreter"],
      ["prix", "tarif", "cout", "couter", "payer", "facture", "facturation"],
      ["essai", "essayer", "tester", "gratuit"],
      ["migrer", "migration", "transferer", "transfert"],
      ["formule", "offre", "forfait", "abonnement"],
      ["donnees", "informations", "rgpd", "confidentialite"],
      ["securite", "securise", "proteger", "protection", "chiffrement"],
      ["exporter", "export", "telecharger", "sauvegarde"],
      ["equipe", "collaborateur", "collegue", "membre", "utilisateur"],
      ["remboursement", "rembourser", "garantie"],
      ["commencer", "demarrer", "debuter", "lancer"],
    ],
    suffixes: [
      "issements",
      "issement",
      "ations",
      "ation",
      "ements",
      "ement",
      "ables",
      "able",
      "euses",
      "euse",
      "eurs",
      "eur",
      "ees",
      "ee",
      "er",
      "ez",
      "es",
      "e",
      "s",
      "x",
    ],
  },
  nl: {
    stopWords: (
      "aan al als ben bij dan dat de deze die dit doe doen door een en er had heb hebben heeft het " +
      "hij hoe hun ik in is je jij jouw kan kun kunnen maar me mee met mij mijn moet na naar niet " +
      "nog nu of om ons onze ook op over te tot u uw van veel voor wat wel welke wie wij wil worden " +
      "wordt ze zich zijn zo zou elk moment hallo hoi dank bedankt"
    ).split(" "),
    synonyms: [
      ["opzeggen", "annuleren", "stoppen", "beeindigen", "opzegging"],
      ["prijs", "kosten", "kost", "tarief", "betalen", "factuur"],
      ["proefperiode", "proberen", "testen", "gratis"],
      ["overstappen", "migreren", "migratie", "verhuizen", "overzetten"],
      ["abonnement", "pakket", "plan"],
      ["gegevens", "data", "privacy", "avg"],
      ["veilig", "beveiliging", "beveiligd", "versleuteling"],
      ["exporteren", "export", "downloaden", "back-up"],
      ["team", "collega", "medewerker", "gebruiker"],
      ["terugbetaling", "terugbetalen", "garantie"],
      ["beginnen", "starten", "opstarten"],
    ],
    suffixes: ["heden", "heid", "ingen", "ing", "en", "er", "te", "de", "e", "s"],
  },
  de: {
    stopWords: (
      "ab am an auch auf aus bei bin bis da das dass dem den der des die dir du ein eine einem einen " +
      "einer es fur gibt hab habe haben hat ich ihr ihre im in ist ja kann konnen man mein " +
      "meine mich mir mit muss nach nicht noch nur ob oder sich sie sind so uber um und uns unser " +
      "von vor was welche wenn wer wie wir wird zu zum zur jederzeit hallo danke bitte"
    ).split(" "),
    synonyms: [
      ["kündigen", "kündigung", "stornieren", "beenden", "abbestellen"],
      ["preis", "kosten", "kostet", "bezahlen", "rechnung", "gebühr"],
      ["testphase", "testen", "ausprobieren", "kostenlos", "gratis", "test"],
      ["umzug", "migration", "migrieren", "umziehen", "umsteigen"],
      ["tarif", "paket", "abo", "abonnement"],
      ["daten", "datenschutz", "dsgvo", "privatsphäre"],
      ["sicher", "sicherheit", "geschützt", "verschlüsselung"],
      ["exportieren", "export", "herunterladen", "sicherung"],
      ["team", "kollege", "mitarbeiter", "nutzer"],
      ["erstattung", "rückerstattung", "garantie"],
      ["beginnen", "starten", "anfangen", "einrichten"],
    ],
    suffixes: [
      "ungen",
      "ung",
      "heiten",
      "heit",
      "keit",
      "ern",
      "em",
      "en",
      "er",
      "es",
      "et",
      "e",
      "n",
      "s",
      "t",
    ],
  },
};
