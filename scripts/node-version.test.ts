import { describe, expect, it } from "vitest";
import { unsupportedNodeMessage } from "./node-version.mjs";

describe("the Node.js versions that run the product", () => {
  it("accepts 24 LTS from 24.15 and 22 from 22.22, and this test's own runtime", () => {
    for (const version of ["24.15.0", "24.21.0", "26.1.0", "22.22.0", "22.23.1", process.versions.node]) {
      expect(unsupportedNodeMessage(version), version).toBeNull();
    }
  });

  it("refuses older ones, naming the supported versions and how to get Node 24", () => {
    for (const version of ["20.20.2", "22.12.0", "23.11.0", "24.14.1", "18.19.0"]) {
      const message = unsupportedNodeMessage(version);
      expect(message, version).toContain(`This is Node.js ${version}.`);
      expect(message).toContain("Node.js 24 LTS (24.15 or newer; 22.22 or newer also works)");
      expect(message).toContain("bash scripts/use-node.sh npm install && bash scripts/use-node.sh npm start");
    }
  });
});
