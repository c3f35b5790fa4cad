/** A check item as the server names it, in both languages. */
export interface NamedItem {
  code: string;
  nameZh: string;
  nameEn: string;
}

/** The names of the items with these codes in the current language (a code itself when unknown), as one list. */
export function itemNamesText(items: readonly NamedItem[], codes: readonly string[], locale: string): string {
  const zh = locale === 'zh-CN';
  const name = (code: string) => {
    const item = items.find((i) => i.code === code);
    return item ? (zh ? item.nameZh : item.nameEn) : code;
  };
  return codes.map(name).join(zh ? '、' : ', ');
}
