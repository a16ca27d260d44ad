import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countryListResponse, languageListResponse, weekDaysResponse } from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { auctionWeekDays, countryList, LANGUAGES } from './site.service.js';

const tags = ['site'];

// Reference data for forms and filters; public, since the sign-up form needs the country list.
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get('/site/get-country-list', { schema: { tags, response: { 200: countryListResponse } } }, async (request) => ({
    success: true as const,
    countryList: await countryList(db, requestLanguage(request)),
  }));

  app.get('/site/get-language', { schema: { tags, response: { 200: languageListResponse } } }, async () => LANGUAGES);

  app.get('/site/week-days', { schema: { tags, response: { 200: weekDaysResponse } } }, async () => ({ dayList: auctionWeekDays() }));
};
