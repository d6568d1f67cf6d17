// Stand-in until the islands branch lands: the interface of the shared plan, rendering statically.
import { createElement, type ComponentType, type ReactElement } from 'react';

export interface IslandRef {
  module: string;
  exportName: string;
}

const refs = new WeakMap<object, IslandRef>();

export function registerIsland(component: unknown, ref: IslandRef): void {
  if ((typeof component === 'function' || (typeof component === 'object' && component !== null)) && !refs.has(component as object)) refs.set(component as object, ref);
}

export function islandRefOf(component: unknown): IslandRef | undefined {
  return typeof component === 'function' || (typeof component === 'object' && component !== null) ? refs.get(component as object) : undefined;
}

export function renderIsland(_ref: IslandRef, component: ComponentType<any>, props: Record<string, unknown>, _site: { siteDir: string }): ReactElement {
  return createElement(component, props);
}

export function collectIslands<T>(render: () => T): { value: T; islands: string[]; warnings: string[] } {
  return { value: render(), islands: [], warnings: [] };
}
