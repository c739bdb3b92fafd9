import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** An icon's drawing as lucide-react ships it: its name and the SVG elements inside. */
interface IconData {
  name?: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string>])[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  color?: string;
  children?: ReactNode;
};

/** True when the caller gave the icon a name or a role of its own (then it is not hidden). */
const labelled = (props: object) =>
  Object.entries(props).some(
    ([key, value]) =>
      value != null && (key.startsWith('aria-') || key === 'role' || key === 'title'),
  );

/**
 * The icon components of lucide-react, drawn with less code: the build hands every icon module
 * this function in place of lucide's own (vite.lucide-icons.ts). Same SVG as lucide's for the
 * props this app passes (className, aria-*, size, color, strokeWidth), without the provider,
 * alias and stroke-scaling options none of its pages use, which cost every page's first load
 * (the budget of /, scripts/check-first-load.ts).
 */
export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { className, size = 24, color = 'currentColor', strokeWidth = 2, children, ...rest },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', icon.name && `lucide-${icon.name}`, className]
          .filter(Boolean)
          .join(' '),
        ...(!children && !labelled(rest) && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  });
}
