import type { SideBarMenu } from '../../models/login';

/** The menu entry whose path is the longest prefix of the current path. */
export function selectedMenuPath(menus: SideBarMenu[], pathname: string): string | undefined {
  return menus
    .map((m) => m.path)
    .filter((p) => pathname === p || pathname.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}
