import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/**
 * zxcvbn with its common-password, keyboard and English dictionaries. Only ever imported
 * dynamically (password-strength.ts), so the dictionaries stay out of the server's start-up and
 * the bundler keeps them in a chunk of their own; static imports here let it resolve the packages'
 * CommonJS builds the usual way. Levenshtein matching stays off: it multiplies the time of a check
 * by 10 to 50 (hundreds of milliseconds on the event loop per attempt) for near-misses the l33t
 * and dictionary matchers mostly catch anyway.
 */
export function createEstimator(): ZxcvbnFactory {
  return new ZxcvbnFactory({
    translations: en.translations,
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...en.dictionary },
  });
}
