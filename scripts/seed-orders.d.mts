export function seedOrdersStatement(count: number, prefix?: string): string;
