import type { Config } from "tailwindcss";

// Colours are CSS variables (HSL channels) defined in client/src/index.css, so components use
// semantic names (primary, accent, muted...) rather than raw palette values.
const token = (name: string) => `hsl(var(--${name}) / <alpha-value>)`;

export default {
  content: {
    relative: true,
    files: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  },
  theme: {
    container: {
      center: true,
      padding: { DEFAULT: "1rem", sm: "1.5rem", lg: "2rem" },
      screens: { sm: "640px", md: "768px", lg: "1024px", xl: "1280px" },
    },
    extend: {
      colors: {
        border: token("border"),
        input: token("input"),
        ring: token("ring"),
        background: token("background"),
        foreground: token("foreground"),
        primary: { DEFAULT: token("primary"), foreground: token("primary-foreground") },
        secondary: { DEFAULT: token("secondary"), foreground: token("secondary-foreground") },
        accent: { DEFAULT: token("accent"), foreground: token("accent-foreground") },
        muted: { DEFAULT: token("muted"), foreground: token("muted-foreground") },
        destructive: { DEFAULT: token("destructive"), foreground: token("destructive-foreground") },
        success: { DEFAULT: token("success"), foreground: token("success-foreground") },
        warning: { DEFAULT: token("warning"), foreground: token("warning-foreground") },
        card: { DEFAULT: token("card"), foreground: token("card-foreground") },
        navy: {
          50: "#eef1fb",
          100: "#dde3f6",
          200: "#bcc7ed",
          300: "#8e9fdf",
          400: "#5f74cc",
          500: "#3f55b5",
          600: "#2f4196",
          700: "#263479",
          800: "#1d285e",
          900: "#141c45",
          950: "#0c112c",
        },
      },
      fontFamily: {
        sans: [
          "ui-sans-serif",
          "system-ui",
          "-apple-system",
          "BlinkMacSystemFont",
          '"Segoe UI"',
          "Roboto",
          '"Helvetica Neue"',
          "Arial",
          '"Noto Sans"',
          "sans-serif",
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
        ],
      },
      borderRadius: {
        lg: "var(--radius)",
        md: "calc(var(--radius) - 2px)",
        sm: "calc(var(--radius) - 4px)",
      },
      keyframes: {
        "fade-in": { from: { opacity: "0" }, to: { opacity: "1" } },
        "slide-down": { from: { transform: "translateY(-0.5rem)", opacity: "0" }, to: { transform: "none", opacity: "1" } },
        "toast-in": { from: { transform: "translateY(100%)", opacity: "0" }, to: { transform: "none", opacity: "1" } },
        "toast-swipe-out": { from: { transform: "translateX(var(--radix-toast-swipe-end-x))" }, to: { transform: "translateX(100%)" } },
      },
      animation: {
        "fade-in": "fade-in 150ms ease-out",
        // For loading indicators: invisible for the first 300 ms so fast loads do not flash.
        "fade-in-delayed": "fade-in 200ms ease-out 300ms both",
        "slide-down": "slide-down 180ms ease-out",
        "toast-in": "toast-in 200ms ease-out",
        "toast-swipe-out": "toast-swipe-out 150ms ease-out",
      },
    },
  },
  plugins: [],
} satisfies Config;
