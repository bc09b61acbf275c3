// « de » before a word, elided as French requires: « reste dû d'octobre 2026 », « d'avril », « d'août », but
// « de novembre ». Month names are where it bit (« de octobre 2026 » on the Banque screen); one rule for the server
// and the web, so that a sentence reads the same wherever it is written.

/** Words starting with a vowel (accented or not, any case) take « d' ». H is left alone: no month starts with it,
 * and French splits it between mute and aspirated (« d'habitation », « de hausse »). */
const VOYELLE = /^[aeiouyàâäéèêëîïôöùûü\u0153\u00e6]/i;

/** « de » + `mot`, elided before a vowel: de("octobre 2026") → « d'octobre 2026 ». */
export const de = (mot: string) => (VOYELLE.test(mot) ? `d'${mot}` : `de ${mot}`);
