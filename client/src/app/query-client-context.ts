// The React Query client a prerender passes down (one per render). Only the type of React Query is
// imported here, so the shell that every page loads carries none of its code (see query-provider.tsx).
import type { QueryClient } from "@tanstack/react-query";
import { createContext } from "react";

export const RenderQueryClient = createContext<QueryClient | null>(null);
