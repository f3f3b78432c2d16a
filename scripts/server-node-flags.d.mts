export declare const SERVER_NODE_FLAGS: string[];
export declare function serverNodeFlags(nodeOptions?: string): string[];
