export declare const CEILING: { lines: number; file: number; state: number };
export declare function codeLines(text: string): number;
export declare function moduleState(text: string, written: (name: string) => boolean): string[];
export declare function playerSize(): { lines: number; files: number; largest: { file: string; lines: number }; state: string[] };
