// How a unit and an amount are written in result lines, by the pages and the islands alike.

/** What a label is made from. */
export interface Named {
  name: string;
  symbol: string;
}

/** "Inch (in)" or just the name when there is no symbol. */
export function unitLabel(u: Named): string {
  // Some names already carry their symbol ("Kilobyte (kB)"): it is not written twice.
  return u.symbol && !u.name.endsWith(`(${u.symbol})`) ? `${u.name} (${u.symbol})` : u.name;
}

/** Symbol if any, else name: for compact result lines. */
export function unitShort(u: Named): string {
  return u.symbol || u.name;
}

/** A compound form in a unit chooser: "foot + inch (ft + in)". */
export function compoundLabel(major: Named, minor: Named): string {
  return `${major.name} + ${minor.name} (${unitShort(major)} + ${unitShort(minor)})`;
}

/** A typed value as a result line writes it: trimmed, and blank is "0". */
export function typedValue(value: string): string {
  const t = value.trim();
  return t === '' ? '0' : t;
}

/**
 * An amount in a result line, "5.5 m", or in a compound form, "5 ft 10 in" (the smaller
 * unit's part after it); a blank value reads "0".
 */
export function amountText(value: string, unit: Named, minor?: { value: string; unit: Named }): string {
  const main = `${typedValue(value)} ${unitShort(unit)}`;
  return minor ? `${main} ${typedValue(minor.value)} ${unitShort(minor.unit)}` : main;
}
