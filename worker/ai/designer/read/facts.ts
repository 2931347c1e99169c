// Facts the customer states, kept word for word: years ("since 1987", "8 years"), hours ("Mon-Sat 8am-6pm", "24/7",
// "walk-ins on Fridays"), dates, prices, phone numbers, email and web addresses, street addresses. The site shows
// them as facts, where a visitor looks for them, and never replaces them with samples.
import type { FactKind } from "../../../../schema/brief";
import { countries } from "../countries-data";
import { overlaps, type Span } from "./text";

export interface Fact extends Span {
  kind: FactKind;
}

const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const DAY = "(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)s?\\.?";
const TIME = "(?:\\d{1,2}h\\d{2}|\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|hrs|h)|\\d{1,2}[:.]\\d{2}|noon|midnight|late)";
/** The days of the week in the languages briefs come in besides English, with their plurals and short forms. */
const MDAY = "(?:segunda|terça|quarta|quinta|sexta)s?(?:-feiras?)?|sábados?|domingos?|lunes|martes|miércoles|jueves|viernes|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)s?|Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili|Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu|Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar|poniedziałki?|wtorki?|środy|środa|czwartki?|piątki?|soboty?|niedziele?|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica";
/** What joins two days: "segunda, quarta e sexta", "Jumatatu hadi Jumamosi", "Senin dan Kamis". */
const DAYS_JOIN = "(?:\\s?,\\s?|\\s+(?:e|y|et|und|na|dan|ve|i|au|à|bis|hadi|sampai|a)\\s+|\\s?[-–]\\s?)";
/** Where a walk or a drive is from: "the ferry terminal", "Hoan Kiem lake" (never "Lagos by plane"). */
const PLACE = String.raw`(?:the\s+)?[\p{L}'’-]+(?:\s+(?!(?:and|or|we|i|by|in|on|at|with|for|is|are|the|a)\b)[\p{L}'’-]+){0,2}`;
/** Which one of the month: "first", "2nd", "letzten". */
const ORDINAL = "ersten|zweiten|dritten|vierten|letzten|first|1st|second|2nd|third|3rd|fourth|4th|last";
/** The months in the languages briefs come in besides English (only after a day's number: "mars", "Mei", "Mart"). */
const MONTHS = "Januar|Februar|März|Mai|Juni|Juli|Oktober|Dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|Januari|Februari|Maret|Mei|Agustus|Desember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık|Machi|Aprili|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba";
/** Years of what: "d'expérience", "Erfahrung", "de trayectoria". */
const EXPERIENCE = String.raw`(?:d['’]expérience|Erfahrung|de experiencia|de experiência|de trayectoria|de trajetória|di esperienza|pengalaman|doświadczenia|deneyim)`;
/** The words that bring in a time: "às 19h", "ab 18 Uhr", "desde las 7am", "malam jam 19.30". */
const TIME_INTRO = "(?:(?:pagi|siang|sore|malam)\\s+)?(?:às|as|a las|à|ab|um|dès|de|jam|pukul|saa|saat|od|from|at|desde las|desde|a partir das|a partir de las|dalle|alle)";
/** Words that bring in a time or a range in other languages: "de 6h à 21h", "desde las 6:30", "bis 23 Uhr". */
export const TIME_LEAD = "de|das|desde las|desde|dalle|von|od|dès|à partir de|a partir de las|a partir das|bis|ab";
/** A time as other languages write it: "19h", "15h30", "09.00", "18 Uhr", "saa 7 asubuhi". */
const MTIME = "\\d{1,2}h(?:\\d{2})?|\\d{1,2}\\s?hs?(?![\\p{L}])|\\d{1,2}[:.]\\d{2}(?:\\s?(?:Uhr|am|pm|hs?)(?![\\p{L}]))?|\\d{1,2}\\s?Uhr|\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)|saa\\s?\\d{1,2}(?:\\s+(?:asubuhi|mchana|jioni|usiku))?";
/** A time with its "am" or "pm": "7am", "6:30pm". */
const AMPM = "\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)";
/** Every currency the country list prices in, by its ISO 4217 code. */
const CURRENCY_CODES = [...new Set(countries.map((c) => c.currency))].join("|");

/**
 * A price's unit said any way: "per knife", "per malam", "/word", "/os./noc". ("a"/"an" only before the units money
 * lists, so "$5 a good deal" keeps no unit; "TOP$450 / NZ$330" is two prices.)
 */
const PER_UNIT = "(?:/|\\s?per\\s)\\p{L}{2,12}\\.?(?:/\\p{L}{2,12}\\.?)?(?![\\p{L}\\p{Sc}\\d])";
/** What a price is for, said after it: its unit, or "half day", "one-off", "presale", "at the door". */
export const PRICE_TAIL = `(?:${PER_UNIT}|\\s(?:half[- ]day|full[- ]day|one[- ]off|presale|pre-sale|each|flat rate|at the door|on the door))`;

/**
 * Money as people write it: a sign or code before the amount, or a word or sign after it ("4 500 FCFA", "12 000 €":
 * thousands set apart by spaces; "32 $" in Québec, "2 900 kr", "80 DH", "180 MT"). An amount ends on a digit
 * ("KSh 8,000,000. M-Pesa ..." is no millions), and a range keeps both ends ("€18,000-€25,000").
 */
export const MONEY =
  "(?:(?:[a-z]{1,3}\\$|ksh\\.?|kshs\\.?|kes|sh\\.?|shs\\.?|₦|ngn|n(?=\\d)|us\\$|usd|s\\/\\.?|\\$|€|eur|£|gbp|r\\$|brl|r(?=\\s?\\d)|zar|₹|rs\\.?|inr|gh₵|ghs|₵|ush|ugx|tsh|tzs|rwf|frw|etb|birr|cfa|f\\s?cfa|fcfa|xof|xaf|mad|dh|dhs|egp|e£|aed|aud|a\\$|cad|ca\\$|c\\$|nz\\$|tt\\$|ttd|j\\$|jmd|bds?\\$|ec\\$|hk\\$|nt\\$|php|₱|rp|idr|mx\\$|mxn|cop|ars|¥|jpy|pkr|bdt|৳|zł|pln|chf|sek|nok|dkk|kr|₩|krw|₺|try|₫|vnd|thb|฿|myr|rm|sgd|s\\$|\\$u|kd|kwd|jd|jod|bd(?=\\s?\\d)|p(?=\\s?\\d{1,3}(?:,\\d{3})+(?![\\d.])|\\s?\\d{3,}(?![\\d,.]))|k(?!-?12\\b)(?=\\s?\\d{2}|\\s?\\d{1,3},\\d{3}))\\s?\\d(?:[\\d,.]*\\d)?(?:\\s?(?:k|m)\\b|\\s(?:lakhs?|crores?|million|mn|bn)\\b|/=|/-)?(?:\\s?[-–]\\s?(?:[$€£₦₹₵¥₱]|ksh\\.?\\s?)?\\d(?:[\\d,.]*\\d)?(?:\\s?(?:k|m)\\b)?)?|(?:\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?![\\d,.])|\\d[\\d,.]*)\\s?(?:k\\s)?(?:/=|/-|bob|shillings?|bob|naira|cedis?|rand|rupees?|euros?|dollars?|pounds?|reais|pesos?|dirhams?|francs?|birr|kwacha|leones?|ksh|kes|ngn|usd|eur|gbp|zar|inr|ghs|ugx|tzs|rwf|xof|cfa|fcfa|eur|brl|mxn|aed|tl|try|lkr|npr|pkr|bdt|mad|dt|tnd|egp|php|idr|myr|thb|vnd|cop|ars|pen|clp|kzt|uzs|mnt|so['’]m|soum|tenge|manat|lari|dram|somoni|dinars?|riyals?|rials?|liras?|zlotys?|forints?|korun[ay]?|leva|hryvnias?|r[ou]u?bles?|ringgit|baht|rupiah|kyats?|taka|quetzal(?:es)?|soles|bolivianos?|colones|lempiras?|shekels?|yuan|riels?)(?![\\p{L}])|(?:\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?![\\d,.])|\\d[\\d,.]*)\\s?(?:€|zł|zl|₺|₫|円|元|₽|₴|₸|₾|сум|тг|kč|lei|лв|us\\$|\\$|kr\\.?|dhs?|mt|mzn|kd|jd))(?:\\s?(?:/|per|a|an)\\s?(?:mo|month|yr|year|day|night|hour|hr|session|person|head|kg|lb|plate|class|lesson|visit|week|pax|guest|ticket|pack|season|jar|bottle|box|tray|bowl|cup|glass|serving|pint|slice|scoop|cone|dozen|piece|pc|unit|job|trip|ride|load|room|portion|bag|litre|liter|invite|sweep|bulan|mes|mês|mois|monat|mies\\.?|miesiąc|mwezi|año|ano|jahr|tahun|rok|yıl)(?![\\p{L}])|" + PRICE_TAIL + "){0,2}(?:\\s?(?:pppn|pp|p\\.p\\.)(?![\\p{L}]))?";

const PATTERNS: [FactKind, RegExp][] = [
  ["since", /\b(?:(?:in business|serving [\p{L} ]{1,30}?|trading|open|running|around|here|operating|baking|cooking|fixing|teaching)\s+)?(?:since|established|est\.?|founded(?:\s+in)?|started(?:\s+in)?|opened(?:\s+in)?|from)\s+((?:19|20)\d{2})\b/giu],
  ["years", /\b(?:(?:over|more than|almost|nearly|about|\+)\s+)?(?:\d{1,2}\+?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty)\+?(?:\s+(?:years?|yrs?|decades?)|(?<=\d)yrs?)(?:\s+(?:of\s+)?(?:experience|exp|in (?:business|the (?:business|game|trade|industry))|running|now|strong))?\b/giu],
  // ("abrimos 7pm a 2am todos los días", "tous les jours 6h à 20h": every day, and the word joining two times, in the
  // brief's own language.)
  ["hours", new RegExp(`\\b(?:open\\s+)?(?:(?:7|seven)\\s+days\\s+(?=\\d))?(?:24\\s?\\/\\s?7|24\\s?hours?(?: a day)?(?:,? 7 days(?: a week)?)?|round the clock|all night|7 days a week|every day|daily|todos los d[ií]as|todos os dias|tous les jours|täglich|kila siku|(?:${DAY})(?:\\s?(?:-|–|to|thru|through|&|and|\\/)\\s?(?:${DAY}))?(?:\\s?(?:,|:)?\\s?(?:from\\s)?(?:${TIME}|\\d{1,2}(?:[:.]\\d{2})?(?=\\s?(?:-|–|to)\\s?\\d))(?:\\s?(?:-|–|to|till|until)\\s?(?:${TIME}|\\d{1,2}(?:[:.]\\d{2})?|sold out|close|closing|food finish(?:es)?))?)?|(?:open\\s+)?(?:\\d{1,2}\\s)?${TIME}\\s?(?:-|–|to|till|until|\\sa\\s|\\sà\\s|\\sàs\\s|\\sbis\\s|\\shasta\\s)\\s?(?:${TIME}|sold out|close|closing|food finish(?:es)?)(?:,?\\s(?:${DAY})(?:\\s?(?:-|–|to)\\s?(?:${DAY}))?)?|open\\s+\\d{1,2}\\s?[-–]\\s?\\d{1,2}(?:\\s+(?:daily|every day))?)(?:\\s+(?:closed|off))?\\b`, "giu")],
  // "Mo–Fr 9-17", "lun-ven", "seg a sex", "lunes a viernes": the days as other languages write them.
  ["hours", /(?<![\p{L}])(?:(?:Mo|Di|Mi|Do|Fr|Sa|So)\.?\s?[-–]\s?(?:Mo|Di|Mi|Do|Fr|Sa|So)\.?|(?:Mo|Di|Mi|Do|Fr|Sa|So)\.?(?=\s?\d{1,2}(?:[:.]\d{2})?\s?[-–]\s?\d{1,2}(?:[:.]\d{2})?\s?Uhr)|(?:lun|mar|mer|jeu|ven|sam|dim)\.?\s?(?:-|–|au|à)\s?(?:lun|mar|mer|jeu|ven|sam|dim)\.?|(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|lun|vie|sáb|seg|ter|qua|qui|sex|sáb|dom|segunda|sexta)\s?(?:-|–|a)\s?(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|vie|sáb|sex|sáb|sab|dom|sexta|sábado))(?:,?\s?\d{1,2}(?:[:.]\d{2})?\s?(?:-|–|bis|à|a)\s?\d{1,2}(?:[:.]\d{2})?(?:\s?(?:hs|h|Uhr)(?![\p{L}]))?)?(?![\p{L}])/gu],
  // "de 6h à 21h", "das 7h às 22h", "desde las 6:30", "à partir de 19h", "bis 23 Uhr": a time or a range with the word
  // that brings it in, in the brief's own language.
  ["hours", new RegExp(`(?<![\\p{L}])(?:${TIME_LEAD})\\s+(?:${MTIME})(?:\\s?(?:-|–|a|à|às|al|bis|hasta|alle|do|to)\\s?(?:${MTIME}|minuit|midi|midnight|noon|medianoche|meia-noite|Mitternacht))?(?![\\p{L}\\d])(?!\\s?(?:€|\\$|£|zł|kr|₺|₦|R\\$|EUR|USD))`, "giu")],
  // "Sunday services 7am & 10am", "Mass Sundays 8am and 11am", "evening batch 5-7pm": times said together, a day's
  // gathering before its time, and a range whose first end has no "am" or "pm".
  ["hours", new RegExp(`\\b(?:(?:${DAY})\\s+(?:(?:services?|mass(?:es)?|worship|prayers?|classes|sessions)\\s+${TIME}(?:\\s?(?:&|and|,)\\s?${TIME})*|${AMPM}(?:\\s?(?:&|and)\\s?${AMPM})+)|(?<![-–]\\s?)${AMPM}(?:\\s?(?:&|and)\\s?${AMPM})+(?!\\s?[-–])|\\d{1,2}(?:[:.]\\d{2})?\\s?[-–]\\s?\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm))(?![\\p{L}\\d])`, "giu")],
  // "sauf lundi", "Montag Ruhetag", "cerrado los lunes", "Pazar kapalı", "tutup hari Minggu", "du mardi au samedi",
  // "jeden Donnerstag", "24 jam", "saa 24": a day shut, a run of days and round the clock, as other languages say them.
  ["hours", /(?<![\p{L}])(?:(?:sauf|fermé|fermée|fermeture)(?:\s+le)?\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?|du\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\s+au\s+(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)s?\s+(?:Ruhetag|geschlossen)|(?:jeden|jeder)\s+(?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Tag)|cerrad[oa]s?\s+(?:los\s+)?(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)|(?:de|del)\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+a\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|fechad[oa]\s+(?:(?:às|aos|à|ao|na|no|nas|nos)\s+)?(?:segunda|terça|quarta|quinta|sexta|sábado|domingo)s?(?:-feiras?)?|(?:Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar)(?:\s+günü)?\s+kapalı|(?:tutup|libur)\s+(?:(?:setiap|tiap)\s+)?(?:hari\s+)?(?:Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu)|(?:Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu)\s+(?:tutup|libur)|(?:w\s+)?(?:poniedziałki|wtorki|środy|czwartki|piątki|soboty|niedziele)\s+(?:nieczynne|zamknięte)|(?<!\p{Lu}[\p{L}\d]*\s)24\s?jam|saa\s?24|24\s?horas|24h\/24|7j\/7|\d{1,2}(?:[:.]\d{2})?\s?[-–]\s?\d{1,2}(?:[:.]\d{2})?\s?Uhr)(?![\p{L}])/giu],
  // "open till 3am Fri & Sat", "until 10pm weekdays", "daily 10-5:30", "open daily 8–22", "9-late", "9am-8pm
  // weekends": a closing time alone, a day's range in plain numbers, and the days said after the times.
  ["hours", new RegExp(`\\b(?:open\\s+)?(?:(?<!\\d(?:am|pm|h)?\\s)(?:till|until|til)\\s+(?:${AMPM}|midnight|late)|(?:daily|every day|7 days)\\s+(?:from\\s+)?\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)?\\s?(?:-|–|to)\\s?(?:\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)?|late)|\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)?(?:\\s?[-–]\\s?|\\s+(?:till|til|until|to)\\s+)late|(?<!\\b(?:ages?|aged|grades?|class(?:es)?|years?|kids|children|sizes?)\\s)\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)?\\s?[-–]\\s?\\d{1,2}(?:[:.]\\d{2})?\\s?(?:am|pm)?(?=\\s+(?:on\\s+)?(?:weekends|weekdays|daily|every day)))(?:\\s+(?:on\\s+)?(?:(?:${DAY})(?:\\s?(?:-|–|&|and|to|\\/)\\s?(?:${DAY}))?|weekdays|weekends|weeknights|daily|every day|nightly))?(?![\\p{L}\\d])`, "giu")],
  ["hours", /\b(?:walk[\s-]?ins?(?:\s+(?:welcome|only|on|every|accepted|from))?(?:\s+(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?)?|by appointment(?: only)?|closed (?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends? only|late[\s-]night|open late)\b/giu],
  // "seit 1994", "desde 1974", "depuis 1987", "Créée en 2006", "dal 1998", "tangu 2003": since when, in the brief's own
  // language (English "since" is read above).
  ["since", /(?<![\p{L}])(?:seit|desde|depuis|dal|dall'|sejak|tangu|od roku|od|fundad[oa] em|fundad[oa] en|cr[ée]{2}e? en|fond[ée]{2}e? en|gegr[üu]ndet|établie? en)\s+((?:19|20)\d{2})\b/giu],
  // "1998'den beri", "depuis 15 ans", "seit 12 Jahren", "há 20 anos", "20 años de experiencia", "kwa miaka 15": since when
  // and how long, as other languages say them.
  ["since", /(?<![\p{L}\d])(?:1[5-9]|20)\d{2}['’](?:den|dan|ten|tan)\s+beri(?![\p{L}])/giu],
  ["years", new RegExp(String.raw`(?<![\p{L}])(?:(?:depuis|seit|desde hace|hace|há|mais de|más de|plus de|mehr als|über|sejak|od|da|ha)\s+(?:plus de\s+|más de\s+|mais de\s+)?\d{1,2}\s+(?:ans|Jahren?|años|anos|anni|tahun|lat|yıl)(?:\s+${EXPERIENCE})?|\d{1,2}\+?\s+(?:ans|Jahre|años|anos|anni|tahun|lat|yıl)\s+${EXPERIENCE}|\d{1,2}\s?yıldır|kwa\s+miaka\s+\d{1,2})(?![\p{L}])`, "giu")],
  // "rund um die Uhr", "any time day or nite", "24-hour live-in", "48-hour turnaround": round the clock and how fast,
  // with the word they describe.
  ["hours", /(?<![\p{L}])(?:rund um die Uhr|Tag und Nacht|jour et nuit|24\s?heures?\s+sur\s+24|d[ií]a y noche|dia e noite|siang malam|usiku na mchana|day (?:or|and|&) ni(?:ght|te))(?![\p{L}])/giu],
  // ("Apotek 24 Jam" is a name; "sedot wc 24 jam" is round the clock.)
  ["hours", /(?<![\p{L}])(?<!\p{Lu}[\p{L}\d]*\s)(?:[Bb]uka\s+)?24\s?[Jj]am(?:\s+(?:setiap hari|sehari|nonstop))?(?![\p{L}])/gu],
  ["note", new RegExp(String.raw`(?<![\p{L}\d-])(?:(?:24|48|72)[- ]hours?\s+(?:live-in|emergency|service|call-?outs?|turnaround|delivery|response|hackathon|access|support|security|line|care|cover)|\d{1,2}[- ]day\s+(?:festival|hackathon|conference|summit|event|fair|returns?|turnaround)|\d{1,3}[- ]?(?:min(?:ute)?s?|hours?|hrs?)\s+(?:(?:walk|drive|ride|away|by (?:car|boat|bus|train))(?:\s+(?:from|to)\s+${PLACE})?|from\s+${PLACE}))(?![\p{L}])`, "giu")],
  // "quoted within 24 hours", "there in under 30 minutes": how fast, as a promise. (A length alone, "Taster Session 2hrs",
  // belongs to what it measures.)
  ["note", /(?<![\p{L}\d.,])(?:within|in under|under)\s+\d{1,3}\s?(?:minutes?|mins?|hours?|hrs?|Minuten|Stunden|heures|horas)(?![\p{L}])/giu],
  // "12 Oktober 2024", "14 de março", "3. Mai 2025", "15 juin": dates with the month in the brief's own language.
  ["date", new RegExp(`(?<![\\p{L}\\d])(?:(?:(?:${MDAY}|${DAY}),?\\s+)?(?:du|le|el|o|tarehe|tanggal|am)\\s+|(?:${MDAY}|${DAY}),?\\s+)?(?:\\d{1,2}\\.?\\s?(?:[-–]|a|al|au|e|y|et|und|bis|hadi|sampai|s\\.d\\.)\\s?)?\\d{1,2}\\.?\\s+(?:de\\s+)?(?:${MONTHS})(?:['’](?:a|e|ya|ye)\\s+kadar)?(?:\\s+(?:de\\s+)?(?:19|20)\\d{2})?(?:,?\\s+(?:${TIME_INTRO}\\s+)?(?:${MTIME})(?:\\s?(?:-|–|a|à|às|bis|hasta|hadi|sampai|to)\\s?(?:${MTIME}))?)?(?![\\p{L}\\d])`, "giu")],
  // "segunda, quarta e sexta às 19h", "Jumatatu hadi Jumamosi", "Do-Sa ab 18 Uhr", "saa 1 asubuhi hadi saa 12 jioni":
  // days and times as other languages join them. A day alone is read only after a word that makes it one ("às
  // quintas"): "Domingo" and "Pazar" are also names and words.
  ["hours", new RegExp(`(?<![\\p{L}])(?:(?:(?:(?:às|aos|as|todos los|todas las|los|les|le|am|cada|todos os|todas as|todo|toda|tous les|jeden|hari|kila|setiap|w)\\s+(?:${MDAY})|(?:${MDAY})(?=${DAYS_JOIN}(?:${MDAY})|,?\\s+(?:${TIME_INTRO}\\s+)?(?:${MTIME})))(?:${DAYS_JOIN}(?:${MDAY}))*|(?:Mo|Di|Mi|Do|Fr|Sa|So)\\.?\\s?[-–]\\s?(?:Mo|Di|Mi|Do|Fr|Sa|So)\\.?)(?:,?\\s+(?:${TIME_INTRO}\\s+)?(?:${MTIME})(?:\\s?(?:-|–|a|à|às|bis|hasta|hadi|sampai|do|to)\\s?(?:saa\\s)?(?:${MTIME}))?(?:\\s+(?:e|y|et|und|&|and)\\s+(?:${MTIME}))*)?|(?:ab|um)\\s+\\d{1,2}(?:[:.]\\d{2})?\\s?Uhr|saa\\s?\\d{1,2}(?:[:.]\\d{2})?\\s+(?:asubuhi|mchana|jioni|usiku)(?:\\s+hadi\\s+saa\\s?\\d{1,2}(?:[:.]\\d{2})?\\s+(?:asubuhi|mchana|jioni|usiku))?)(?![\\p{L}])`, "giu")],
  // "every 2nd Saturday 10am", "jeden ersten Freitag im Monat ab 21 Uhr", "the first Sunday of the month": a day that
  // comes round each month is a date, not an opening day.
  ["date", new RegExp(`(?<![\\p{L}])(?:(?:jeden|jeder|every|each)\\s+(?:${ORDINAL})\\s+(?:${MDAY}|${DAY})(?:\\s+(?:im Monat|of (?:the|each|every) month))?|(?:(?:am|the|on the)\\s+)?(?:${ORDINAL})\\s+(?:${MDAY}|${DAY})\\s+(?:im Monat|of (?:the|each|every) month))(?:,?\\s+(?:(?:ab|um|at|from)\\s+)?(?:${MTIME})(?:\\s?(?:-|–|bis|to|till)\\s?(?:${MTIME}))?)?(?![\\p{L}])`, "giu")],
  // "Devis gratuit", "Primeira aula grátis", "presupuesto sin cargo", "Juniors free", "Free to attend", "no bookings",
  // "over 18s only", "Dog friendly", "same day delivery", "3 months warranty": terms a visitor weighs, kept as said.
  ["price", /(?<![\p{L}\d])(?:(?:premier|première|1er|1ère)\s+(?:cours|séance|leçon|visite|essai)\s+(?:offerte?|gratuite?)|(?:primeira|primera|1ª|1a)\s+(?:aula|clase|sesión|sessão|consulta|visita)\s+(?:grátis|gratis|gratuita|gratuito)|(?:devis|estimation|diagnostic)\s+gratuits?(?:\s+sous\s+\d{1,2}\s?h)?|(?:presupuesto|cotización|orçamento)s?\s+(?:sin cargo|gratis|grátis|gratuito|sin compromiso|sem compromisso)|(?:kostenlose?s?|gratis)\s+(?:Probetraining|Probestunde|Erstgespräch|Angebot|Beratung|Kostenvoranschlag)|(?:Probetraining|Probestunde|Erstberatung|Erstgespräch|Beratung|Kostenvoranschlag)\s+(?:kostenlos|gratis)|keine\s+Anfahrtskosten|entrada\s+(?:libre|gratis|gratuita|franca))(?![\p{L}])/giu],
  ["note", /(?<![\p{L}\d])(?:petit[- ]déjeuner\s+(?:compris|inclus)|(?:café da manhã|desayuno)\s+incluído?|(?:(?:dinner|lunch|bed)\s*(?:\+|and|&)\s*)?breakfast included|free (?:to attend|for all|for (?:kids|children|students|members|under[- ]\d{1,2}s))|(?:(?:kids|children|juniors|students|members|seniors)(?:\s+under[- ]\d{1,2}s?)?|under[- ]\d{1,2}s?)\s+(?:go\s+|eat\s+|stay\s+)?free(?:\s+with\s+(?:ID|a card|student card))?|\d{1,2}(?:e|ème|st|nd|rd|th|ª|a|\.)\s+(?:édition|edition|edição|edición|Ausgabe|edizione)|no\s+(?:bookings?|reservations?|appointments? needed|booking needed|deposit)|(?:over|under)[- ]?\d{2}s?\s+only|(?:adults|members|women|ladies|cash|card|veg|vegetarian|vegan|halal|text|whatsapp|text\/whatsapp)[- ]only(?!\s+(?:area|section|page|login|portal|part|zone|content))|(?:dog|pet|kid|child|family|wheelchair)[- ]friendly|wheelchair accessible|(?:rates|prices|pricing)\s+(?:on|upon)\s+request|same[- ]day\s+(?:delivery|service|dispatch|shipping|repairs?|appointments?|collection)|next[- ]day\s+(?:delivery|dispatch|shipping)|(?:\d{1,2}[- ](?:months?|years?|yrs?)|lifetime|one[- ]year)\s+(?:warranty|guarantee)(?:\s+on\s+[\p{L}]+(?:\s+[\p{L}]+){0,2})?)(?![\p{L}])/giu],
  // "Weserstraße 171", "Venloer Str. 241, 50823 Köln", "Rua do Carmo 14", "ul. Rękawka 2", "12 rue Kéréon": streets as
  // other countries write them, with the postcode and town when they follow.
  ["address", /(?<![\p{L}])(?:\p{Lu}[\p{L}-]*(?:straße|strasse|str\.|gasse|weg|platz|allee|damm|gracht|straat|vej|gatan|gata|veien|[\s-](?:Straße|Strasse|Str\.|Gasse|Weg|Platz|Allee|Damm))|(?:[Rr]ua|[Aa]venida|[Aa]v\.|[Cc]alle|[Cc]arrera|[Vv]ia|[Vv]iale|[Pp]iazza|[Uu]l\.|[Uu]lica|[Ss]trada|[Jj]l\.|[Jj]alan)\s+(?:(?:de|do|da|dos|das|del|della|dei|di|la|el|los)\s+)*\p{Lu}[\p{L}'-]*(?:\s+\p{Lu}[\p{L}'-]*){0,2},?)\s+\d{1,4}[a-z]?(?![\d\p{L}])(?:,\s+\d{4,5}\s+\p{Lu}[\p{L}-]+)?|(?<![\d\p{L}])\d{1,4}(?:\s?bis|\s?ter)?,?\s+(?:rue|avenue|boulevard|bd|place|chemin|allée|impasse|quai|cours)\s+(?:(?:de|du|des|la|le|l['’])\s*)*\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}(?:,\s+\d{5}\s+\p{Lu}[\p{L}-]+)?/gu],
  // "8-9 August 2026", "17.–18. September 2026", "Saturday 14 November 2026, 6:30pm", "March 3-5": a range of days
  // and the time are part of the date.
  // "fully licensed and insured", "state licensed", "SACAA licensed", "registered with EBK", "DBS checked": what vouches
  // for the business, said with who vouches or how, never a bare "registered".
  ["other", /(?:\b(?:[Ff]ully|[Ss]tate|[Gg]overnment|[Cc]ouncil|[Nn]ationally|[Ii]nternationally|[Oo]fficially)\s+|(?<![\p{L}\d])\p{Lu}{2,6}[\s-]|(?<![\p{L}\d])(?!(?:We|I|Our|My|They|He|She|It|And|But|Also|Is|Are|Was|Fully|Not)\s)\p{Lu}\p{Ll}+\s(?:(?:of\s+(?:the\s+)?)?\p{Lu}\p{Ll}+\s)?)(?:licensed|licenced|certified|accredited|registered|insured|bonded|vetted|approved|checked)(?:\s+(?:and|&|\+)\s+(?:licensed|licenced|certified|accredited|registered|insured|bonded|vetted|approved))?(?:\s+(?:with|by)\s+(?:the\s+)?\p{Lu}(?:[\p{L}&-]|\.(?=\p{L}))*(?:\s\p{Lu}(?:[\p{L}&-]|\.(?=\p{L}))*){0,3})?(?![\p{L}])|\b[LlCcAaRr](?:icensed|icenced|ertified|ccredited|egistered)\s+(?:with|by)\s+(?:the\s+)?\p{Lu}(?:[\p{L}&-]|\.(?=\p{L}))*(?:\s\p{Lu}(?:[\p{L}&-]|\.(?=\p{L}))*){0,3}(?![\p{L}])/gu],
  // "no subscription", "no call out fee", "14-day trial", "Apache-2.0", "SOC 2 Type II", "DSGVO-konform": terms and
  // assurances a buyer weighs, kept as said.
  ["other", /(?<![\p{L}\d])(?:no (?:monthly |hidden |setup |set-up |call[- ]?out |booking |joining |cancellation |agency )?(?:fees?|subscriptions?|contracts?|commission)(?: for [\p{L}]+)?|\d{1,2}[- ]day (?:free )?trial|open[- ]source|(?:MIT|Apache|GPL|AGPL|BSD)(?:[- ]?\d(?:\.\d)?)? licen[cs]ed?|Apache-2\.0|(?:A?GPL|LGPL)-?\d\.0|SOC ?2(?: Type (?:II|2|I))?|ISO ?27001|PCI[- ]DSS|(?:GDPR|HIPAA|POPIA|LGPD)[- ](?:compliant|ready)|DSGVO-konform)(?![\p{L}\d])/giu],
  ["date", new RegExp(`\\b(?:(?:${DAY}),?\\s+)?(?:(?:\\d{1,2}(?:st|nd|rd|th|\\.)?\\s?[-–]\\s?)?\\d{1,2}(?:st|nd|rd|th|\\.)?(?:\\s+of)?\\s+${MONTH}(?:,?\\s+\\d{4})?|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:\\s?[-–]\\s?\\d{1,2}(?:st|nd|rd|th)?)?(?:,?\\s+\\d{4})?|${MONTH}\\s+\\d{4}|\\d{1,2}[/.]\\d{1,2}[/.](?:\\d{4}|\\d{2}))(?:,?\\s+(?:at\\s+|from\\s+)?${TIME}(?:\\s?[-–]\\s?${TIME})?)?(?![\\p{L}\\d])`, "giu")],
  ["price", new RegExp(`(?<![\\p{L}\\d])${MONEY}(?![\\p{L}\\d])`, "giu")],
  // Any currency's ISO code in capitals before the amount: "NPR 9,500", "LKR 4,500", "MMK 30,000".
  // ("BBD $3,200": the code says whose dollars.)
  ["price", new RegExp(`(?<![\\p{L}\\d])(?:${CURRENCY_CODES})\\s?(?:[$€£]\\s?)?\\d[\\d,.]*(?:\\s?(?:/|per)\\s?(?:mo|month|yr|year|day|night|hour|person|head|session|class)|${PRICE_TAIL})?(?![\\p{L}\\d])`, "gu")],
  // ... or after it: "1,800 EGP per person", "2500 MAD".
  ["price", new RegExp(`(?<![\\p{L}\\d])\\d[\\d,.]*\\s?(?:${CURRENCY_CODES})(?:\\s?(?:/|per|a)\\s?(?:mo|month|yr|year|day|night|hour|person|head|session|class|boat|group|jar|kg|plate)|${PRICE_TAIL})?(?![\\p{L}\\d])`, "gu")],
  ["price", /\b(?:free (?:delivery|shipping|wifi|wi-fi|parking|consultation|quotes?|estimates?|trial|entry|admission|first (?:class|lesson|session|visit))|(?:first|1st) (?:class|lesson|session|visit|consultation) (?:is )?free|entry is free|free entry|free of charge)\b/giu],
  ["phone", /(?<![\d\w])(?:\+\d{1,3}[\s.-]?)?(?:\(?\d{1,4}\)?[\s.-]?){2,5}\d{2,4}(?![\d\w])/g],
  ["email", /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g],
  ["link", /\b(?:https?:\/\/[^\s,;)]+|www\.[\w-]+(?:\.[\w-]+)+[^\s,;)]*|[\w-]+\.(?:com|co\.ke|co\.uk|ng|com\.ng|org|net|io|app|dev|africa|co\.za|de|fr|in|com\.br)\b(?:\/[^\s,;)]*)?)/gi],
  ["link", /(?<![\w@.])@[A-Za-z0-9_.]{3,30}\b/g],
  // "44 Lumb Lane, Bradford BD8", "212 Coventry Road, Small Heath, Birmingham": the street, then its area, town and
  // postcode when they follow.
  // ("€5,000 first place" is a prize: a house number is never the end of an amount.)
  ["address", /\b(?:(?<![\d.,\p{Sc}])\d{1,5}[a-z]?\s+(?:\p{Lu}[\p{L}'-]+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|close|crescent|boulevard|blvd|highway|hwy|place|pl|square|sq|strasse|straße|rue|rua|avenida|calle)\b\.?(?:,?\s+(?!(?:We|I|Our|My|Open|Opening|Call|Tel|Phone|Email|Near|Opposite|Next|Behind|Free|Parking|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Daily|Every|Since|Est|From|Book|Booking|Website|Site|Hours|Prices?|Menu|Services?)\b)\p{Lu}[\p{L}'-]+(?![\p{L}\d])(?:\s\p{Lu}[\p{L}'-]+(?![\p{L}\d]))?){0,3}(?:,?\s+[A-Z]{1,2}\d[A-Z\d]?(?:\s?\d[A-Z]{2})?\b)?|(?:plot|stand|shop|stall|suite|unit|house|flat|office|floor)\s+(?:no\.?\s*)?\d+[a-z]?(?:,?\s+[\p{Lu}\d][\p{L}\d'-]*(?:\s+[\p{Lu}\d][\p{L}\d'-]*){0,4})?|(?:off|along|opposite|next to|behind|near|inside|at)\s+(?:the\s+)?(?:\p{Lu}[\p{L}'-]+\s+){1,3}(?:road|rd|street|st|avenue|ave|mall|market|stage|plaza|centre|center|house|building|towers?|estate|junction|roundabout|highway|bus stop|hospital|church|mosque|station)\b|p\.?\s?o\.?\s+box\s+\d+(?:[\s,-]+\d{3,6})?)/giu],
];

/** A phone number needs enough digits; years, dates and prices do not count. */
function isPhone(text: string): boolean {
  const digits = text.replace(/\D/g, "");
  return digits.length >= 9 && digits.length <= 15 && !/^(?:19|20)\d{2}$/.test(digits) && (/^\+/.test(text) || /^0\d/.test(digits) || /[\s-]/.test(text.trim()));
}

export function findFacts(text: string): Fact[] {
  const found: Fact[] = [];
  for (const [kind, re] of PATTERNS) {
    for (const m of text.matchAll(new RegExp(re.source, re.flags))) {
      // "open Mon-Sat 8am-6pm": the hours, without the word that introduces them.
      const value = m[0].trim().replace(/[.,]$/, "").replace(/^open\s+(?=\S)/i, "");
      if (!value) continue;
      const start = m.index + m[0].indexOf(value);
      const span = { start, end: start + value.length };
      if (kind === "phone" && !isPhone(value)) continue;
      if (kind === "years" && /(?:years?|yrs?|decades?)\b/i.test(value) && !/\b(?:years?|yrs?|decades?)\s+(?:of\s+)?(?:experience|exp|in|running|now|strong)|\bfor\s*$|\b(?:over|more than)\s/i.test(`${text.slice(Math.max(0, start - 12), start)}${value}`)) {
        // "children aged 1 to 5 years": not the business's years. Only years of doing it count.
        // "20 yrs shoeing horses", "14 years — road construction": years of doing the work, said first.
        const atClauseStart = start === 0 || /(?:^|[.,;:!?(\n]|\s[-–—])\s*$/.test(text.slice(Math.max(0, start - 3), start));
        if (!/\b(?:for|been|over|since)\s+(?:like\s+|about\s+|around\s+|almost\s+|nearly\s+)?$/i.test(text.slice(Math.max(0, start - 20), start)) && !/^\s+(?:\p{Ll}+ing\b|[-–—(])/u.test(text.slice(span.end, span.end + 12)) && !atClauseStart) continue;
      }
      if (kind === "hours" && /^(?:daily|every day)$/i.test(value) && !/\bopen\b/i.test(text.slice(Math.max(0, start - 10), start))) continue;
      // ("suits made in 24 hours", "quotes within 24 hrs": how fast, not when it is open.)
      if (kind === "hours" && /^24\s?(?:hours?|hrs?)\b/i.test(value) && /\b(?:in|within|under|takes?|after|before|for)\s+$/i.test(text.slice(Math.max(0, start - 8), start))) continue;
      // A day alone inside a name or a count ("The Sunday Thing", "4 Sundays in Jan") is no opening time.
      if (kind === "hours" && /^\p{L}+$/u.test(value) && (/\b(?:the|\d+)\s+$/i.test(text.slice(Math.max(0, start - 6), start)) || /^\s+\p{Lu}/u.test(text.slice(span.end, span.end + 3)))) continue;
      if (kind === "price" && /^\d/.test(value) && /^\d+\s?(?:k\s)?$/.test(value)) continue;
      // A longer reading of the same words wins ("Mon-Sat 8am-6pm" over "8am-6pm"; an email over its "@handle").
      // (Every reading it covers goes: "daily 7am–10pm" over both "daily" and "7am–10pm". Two readings of one kind
      // that share words are one: "daily 10-23" and "10-23 Uhr". A date with its time and the hours from that time
      // are both kept: "Saturday 25 October, 6pm" and "6pm till late".)
      const clashes = found.filter((f) => overlaps(f, span));
      if (clashes.some((f) => f.start <= span.start && span.end <= f.end)) continue;
      let [from, to] = [span.start, span.end];
      for (const f of clashes) {
        const within = span.start <= f.start && f.end <= span.end;
        if (!within && f.kind !== kind) continue;
        [from, to] = [Math.min(from, f.start), Math.max(to, f.end)];
        found.splice(found.indexOf(f), 1);
      }
      found.push({ kind, start: from, end: to, text: text.slice(from, to) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
