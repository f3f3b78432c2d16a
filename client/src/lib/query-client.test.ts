import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("React Query defaults (SPEC.md sections 4 and 9)", () => {
  it("keeps results fresh until invalidated, never retries and never refetches by itself", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    });
    expect(typeof queries?.queryFn).toBe("function");
    expect(mutations).toMatchObject({ retry: false });
  });
});
