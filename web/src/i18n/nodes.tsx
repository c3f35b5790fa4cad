import { Fragment, type ReactNode } from 'react';

/**
 * Fills `{name}` placeholders of a translated template with elements (links inside a sentence,
 * whose word order differs between languages).
 */
export function withNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name && name in nodes ? nodes[name] : part}</Fragment>;
  });
}
