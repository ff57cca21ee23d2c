import { globalWidthBreakpoints } from "@patternfly/react-core";
import { useEffect, useState } from "react";

/** Resize events come in bursts; reading the width once they settle is enough. */
export const resizeDebounceMs = 250;

/** Whether the window is narrower than PatternFly's `lg` breakpoint, following resizes. */
export function useBelowLg(): boolean {
  const [below, setBelow] = useState(() => window.innerWidth < globalWidthBreakpoints.lg);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setBelow(window.innerWidth < globalWidthBreakpoints.lg);
      }, resizeDebounceMs);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return below;
}
