import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'wouter';
import { readRegistrationInfo } from '../lib/registrationInfo';
import { withKeptQuery } from './keptQuery';

/** `target` with the query parameters that must survive navigation (spec §2). */
export function keepQuery(target: string) {
  const { affiliateCode, referralCode } = readRegistrationInfo();
  return withKeptQuery(target, window.location.search, { affiliateCode, referralCode });
}

let navigatedInApp = false;

/** Whether the previous history entry is a page of this app (else Back goes home). */
export function canGoBackInApp() {
  return navigatedInApp;
}

/** Navigate inside the app, keeping the spec's query parameters. */
export function useAppNavigate() {
  const [, navigate] = useLocation();
  return (target: string, options?: { replace?: boolean }) => {
    if (!options?.replace) navigatedInApp = true;
    navigate(keepQuery(target), options);
  };
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link inside the app; it keeps the spec's query parameters like every navigation. */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigate = useAppNavigate();
  const href = keepQuery(to);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
