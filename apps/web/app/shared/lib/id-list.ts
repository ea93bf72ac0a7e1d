/**
 * Ids in a query, as a comma list (`location=1,2`) or as a form sends them
 * (`location=1&location=2`): whole and positive, each once, in the order given.
 */
export function idList(values: readonly string[]): number[] {
  const list = values
    .flatMap((value) => value.split(','))
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(list)];
}
