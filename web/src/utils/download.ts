/**
 * Saves what a call answered as a file on the user's device: a Blob (a PDF the API sent as bytes)
 * or a value written as indented JSON. One temporary object URL, freed shortly after the click.
 */

/** Saves `blob` as `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `value` as an indented UTF-8 JSON file named `fileName`. */
export function saveJson(value: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json;charset=utf-8' }), fileName);
}
