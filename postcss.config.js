import { fileURLToPath } from "node:url";

// The Tailwind config is named by path so the build works from any working directory.
export default {
  plugins: {
    tailwindcss: { config: fileURLToPath(new URL("./tailwind.config.ts", import.meta.url)) },
    autoprefixer: {},
  },
};
