import type { AnchorHTMLAttributes, Ref } from "react";
import { Link } from "react-router";

type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

/**
 * A router link for PatternFly's `component` props (NavItem, Button, MastheadLogo), which hand the
 * target over as `href`. Pass this one component rather than an inline arrow: a new component type
 * on every render makes React replace the anchor each time the parent renders, which loses the
 * keyboard focus and any click that lands in between.
 *
 * @example
 * <Button component={RouterLink} href={toHome({ realm })}>{t("shell.notFound.goHome")}</Button>
 */
export function RouterLink({ href = "", ref, ...props }: RouterLinkProps) {
  return <Link ref={ref} to={href} {...props} />;
}
