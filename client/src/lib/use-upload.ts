import { useCallback, useEffect, useRef, useState } from "react";
import type { UploadProgress } from "./api-client";

/**
 * The state of one upload at a time: its progress while it runs, and a way to cancel it. `begin()`
 * hands out the signal and progress callback for apiUpload; `end()` clears the bar. An upload still
 * running when the component goes away is cancelled.
 */
export function useUpload() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const begin = useCallback((total = 0) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setProgress({ loaded: 0, total, percent: 0 });
    return {
      signal: c.signal,
      onProgress: (p: UploadProgress) => {
        if (controller.current === c) setProgress(p);
      },
    };
  }, []);

  const end = useCallback(() => {
    controller.current = null;
    setProgress(null);
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  useEffect(() => () => controller.current?.abort(), []);

  return { progress, begin, end, cancel };
}
