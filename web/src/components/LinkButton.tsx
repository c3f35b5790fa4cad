import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

/**
 * An in-app link drawn as a button: one element, one tab stop (not a button nested in a link),
 * with a real href so it opens in a new tab like any link.
 */
export default function LinkButton({
  to,
  children,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: To; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button {...props} href={href} onClick={(e: MouseEvent<HTMLElement>) => onClick(e as MouseEvent<HTMLAnchorElement>)}>
      {children}
    </Button>
  );
}
