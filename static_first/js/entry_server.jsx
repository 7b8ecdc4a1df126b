// React Router's server entry for the prerender (static_first/plugins/server_entry.py
// writes app/entry.server.jsx to re-export this). React Router's default
// streams: React then sends a Suspense boundary's content after the rest of
// the page, behind a `<template>` and an inline script that moves it into
// place, once the page before it passes 12,800 bytes. A prerendered page
// must hold everything where it belongs, readable with JavaScript off and
// hydratable boundary by boundary (a carousel's slides, say):
// so this waits for all of it and never moves a boundary out of line.
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter } from "react-router";

export default async function handleRequest(request, status, headers, routerContext) {
  const errors = [];
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      errors.push(error);
    },
  });
  await body.allReady;
  if (errors.length) throw errors[0];
  headers.set("Content-Type", "text/html");
  return new Response(body, { headers, status });
}
