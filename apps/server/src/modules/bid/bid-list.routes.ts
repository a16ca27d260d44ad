import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema, bidFiltersQuery, bidFiltersResponse, bidListQuery, bidListResponse, bidSearchQuery, bidSearchResponse,
  dealerClientsQuery, dealerClientsResponse,
} from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../plugins/auth-context.js';
import { withVehicleTerms } from '../site/vehicle-terms.js';
import { requireDealer, requireManager } from '../access/access.js';
import { bidFilters, dealerClientList, searchBids } from './bid-filters.service.js';
import { listBids, type BidListPath } from './bid-list.service.js';

const tags = ['bid'];
const security = [{ session: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The bid lists (spec 2 §7 "Bid lists"): the bid manager (managers), My bids (anyone: their own
 * bids), the dealer's bids (dealers) and the archive (anyone: the bids they may see), with their
 * filters, lot search and the dealer's clients. Who sees which bids is the access module's.
 */
export const bidListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Who may call, before the query is looked at: 401 without a session, 403 for the wrong role,
  // so a client learns nothing from a manager's or dealer's list, not even its query's shape.
  const guards: Record<BidListPath, (request: Parameters<typeof requireUser>[0]) => unknown> = {
    index: (request) => requireManager(request),
    'my-bid': requireUser,
    dealer: requireDealer,
    'bid-history': requireUser,
  };

  for (const path of Object.keys(guards) as BidListPath[]) {
    app.get(
      `/bid/${path}`,
      {
        preValidation: async (request) => {
          guards[path](request);
        },
        schema: { tags, security, querystring: bidListQuery, response: { 200: bidListResponse, ...errors } },
      },
      async (request) => {
        const answer = await listBids(db, requireUser(request), path, request.query);
        // Rows are built language-free; the car's colour and gearbox are named in the reader's language.
        const language = requestLanguage(request);
        return { ...answer, cars: answer.cars.map((car) => withVehicleTerms(car, language)) };
      },
    );
  }

  for (const [path, kind] of [['filters', 'active'], ['bid-history-filters', 'archive']] as const) {
    app.get(
      `/bid/${path}`,
      {
        preValidation: async (request) => {
          requireUser(request);
        },
        schema: { tags, security, querystring: bidFiltersQuery, response: { 200: bidFiltersResponse, ...errors } },
      },
      async (request) => bidFilters(db, requireUser(request), kind, request.query, requestLanguage(request)),
    );
  }

  app.get(
    '/bid/search',
    {
      preValidation: async (request) => {
        requireUser(request);
      },
      schema: { tags, security, querystring: bidSearchQuery, response: { 200: bidSearchResponse, ...errors } },
    },
    async (request) => searchBids(db, requireUser(request), request.query.lotNo, request.query.bidStatus),
  );

  app.get(
    '/bid/dealer-clients',
    {
      preValidation: async (request) => {
        requireDealer(request);
      },
      schema: { tags, security, querystring: dealerClientsQuery, response: { 200: dealerClientsResponse, ...errors } },
    },
    async (request) => dealerClientList(db, requireUser(request), request.query.page, request.query.pageSize),
  );
};
