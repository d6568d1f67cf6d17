import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';

/**
 * The client bundle's React, for the islands' modules (theme/client/islands.ts): each imports
 * `react` and its entry points from here, so a page runs one React. Handed to the islands'
 * code when it loads, which therefore imports none of it.
 */
export const sharedModules = {
  react: React,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react/jsx-runtime': JsxRuntime,
};

export type SharedModules = typeof sharedModules;
