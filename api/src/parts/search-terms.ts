/** At most this many words of a search count (the query is at most 100 characters anyway). */
const maxTerms = 8;

/**
 * The words of a search as the `parts.search_text` column spells things: lower-case letters and
 * digits only ("USB-C" → "usbc"). A number joins the word before it when that word ends in a letter,
 * because device names are written both ways: "iPhone 13" and "iphone13" both search for "iphone13",
 * which the column holds for a part that fits the iPhone 13. Every term must appear (AND).
 */
export function searchTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of query.toLowerCase().split(/\s+/)) {
    const term = word.replace(/[^a-z0-9]+/g, '');
    if (!term) continue;
    const previous = terms[terms.length - 1];
    if (/^\d+$/.test(term) && previous && /[a-z]$/.test(previous)) terms[terms.length - 1] = previous + term;
    else if (!terms.includes(term)) terms.push(term);
  }
  return terms.slice(0, maxTerms);
}
