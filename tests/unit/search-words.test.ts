import { describe, expect, it } from "vitest";
import { lookupKeys, matchesEveryWord, queryWords, searchWords, wordKey, wordKeys } from "@/lib/domain/search/search-words";

describe("searchWords", () => {
  it("splits at hyphens and lowers the case", () => {
    expect(searchWords("Afro-Jazz Night")).toEqual(["afro", "jazz", "night"]);
  });

  it("drops punctuation and ampersands between words", () => {
    expect(searchWords("Lagos Jollof & Suya Festival, 2027!")).toEqual(["lagos", "jollof", "suya", "festival", "2027"]);
  });

  it("drops accents and marks, Yoruba's included", () => {
    expect(searchWords("Café Fête")).toEqual(["cafe", "fete"]);
    expect(searchWords("Ọjà Ọba Àṣà")).toEqual(["oja", "oba", "asa"]);
  });

  it("folds letters Unicode does not decompose", () => {
    expect(searchWords("Straße Ørsted Łódź")).toEqual(["strasse", "orsted", "lodz"]);
  });

  it("keeps apostrophes inside a word rather than splitting it", () => {
    expect(searchWords("Women's Day · Ladies’ Night")).toEqual(["womens", "day", "ladies", "night"]);
    expect(searchWords("Naʼibi")).toEqual(searchWords("Na'ibi"));
  });

  it("keeps each word once, in order of first use", () => {
    expect(searchWords("Jazz jazz JAZZ night")).toEqual(["jazz", "night"]);
  });

  it("answers no words for text without letters or digits", () => {
    expect(searchWords(" -- & !! ")).toEqual([]);
  });

  it("cuts a very long word to the length both sides keep", () => {
    const long = "a".repeat(50);
    expect(searchWords(long)).toEqual(["a".repeat(32)]);
    expect(matchesEveryWord(searchWords(long), queryWords(long))).toBe(true);
  });
});

describe("queryWords", () => {
  it("normalises a search the way an event's words are", () => {
    expect(queryWords("  JOLLOF   suya ")).toEqual(["jollof", "suya"]);
  });

  it("keeps at most ten words", () => {
    expect(queryWords("a b c d e f g h i j k l")).toHaveLength(10);
  });
});

describe("keys and lookups", () => {
  it("keys a word by its first three letters, a shorter word by itself", () => {
    expect(wordKey("festival")).toBe("fes");
    expect(wordKey("dj")).toBe("dj");
    expect(wordKeys(["festival", "fest", "lagos"])).toEqual(["fes", "lag"]);
  });

  it("looks a search up by the keys of its words as long as a key", () => {
    expect(lookupKeys(["afro", "jazz"])).toEqual(["afr", "jaz"]);
    expect(lookupKeys(["jazz", "jazzy", "dj"])).toEqual(["jaz"]);
  });

  it("looks a search of short words alone up by the longest of them", () => {
    expect(lookupKeys(["a", "dj"])).toEqual(["dj"]);
    expect(lookupKeys([])).toEqual([]);
  });
});

describe("matchesEveryWord", () => {
  const afroJazz = searchWords("Afro-Jazz Night Eko Hotel, Lagos Music");

  it("matches the words in any order", () => {
    expect(matchesEveryWord(afroJazz, queryWords("afro jazz"))).toBe(true);
    expect(matchesEveryWord(afroJazz, queryWords("jazz afro"))).toBe(true);
  });

  it("matches the start of a word", () => {
    expect(matchesEveryWord(afroJazz, queryWords("afr jaz"))).toBe(true);
  });

  it("needs every word, not just one", () => {
    expect(matchesEveryWord(afroJazz, queryWords("afro comedy"))).toBe(false);
  });

  it("does not match inside a word", () => {
    expect(matchesEveryWord(afroJazz, queryWords("azz"))).toBe(false);
  });
});
