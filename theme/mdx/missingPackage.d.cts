/** theme/mdx/missingPackage.cjs: any name of it is itself; as a component it renders nothing, as a function it returns nothing. */
declare const missing: unknown;
export = missing;
