import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import type { AnchorHTMLAttributes } from 'react';

const linkClass =
  'font-medium text-brand underline underline-offset-4 hover:text-brand-dark hover:decoration-2';

/** An in-text link: underlined so it stands out from the words around it, not only by colour. */
export function TextLink({ className, ...rest }: LinkProps) {
  return <Link className={className ? `${linkClass} ${className}` : linkClass} {...rest} />;
}

/** The same look for plain anchors (mailto:, tel:). */
export function TextAnchor(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={linkClass} {...props} />;
}
