import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type FavoriteGroup, type ListingResponse, facetListResponse, filtersResponse, listingQuery, listingResponse, modelQuery, PAGE_TYPES } from '@jauc/contract';
import { requestLanguage } from '../../lib/request-language.js';
import { requirePermissions } from '../../plugins/auth-context.js';
import { withColourLabels } from '../site/colours.js';
import { preSerialized } from '../../plugins/serializer.js';
import { ensureAuctionDayClosed } from './auction-days.js';
import { PAGE_PERMISSION } from '../lots-core/lot-query.js';
import { filterData, listingScope, listLots, makerOptions, modelOptions } from './listing.service.js';

const filterQuery = listingQuery.partial();
const modelFilterQuery = filterQuery.extend(modelQuery.shape);

/**
 * GET /{pageType}/listing, /filters, /maker and /model for the three page types. Each path is
 * static, so an unknown page type is a plain 404. The session and permission are checked on
 * request, before the query is validated: an anonymous caller gets 401, not a field error.
 */
export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const pageType of PAGE_TYPES) {
    const guard = async (request: FastifyRequest) => {
      requirePermissions(request, PAGE_PERMISSION[pageType]);
    };
    const scopeOf = (request: FastifyRequest, favorite?: FavoriteGroup) => listingScope(pageType, request.user!, favorite);
    const schema = { tags: ['listing'], security: [{ session: [] }] };
    // The viewer's bidding deadlines: the view of the lots still taking bids (bidding=open) is theirs.
    const ruleOf = (request: FastifyRequest) => ({ closeMinutes: app.deps.config.bidCloseMinutes, deadlineCheck: request.user!.permissions.bidDeadlineCheck });

    app.get(
      `/${pageType}/listing`,
      { onRequest: guard, schema: { ...schema, querystring: listingQuery, response: { 200: listingResponse } } },
      async (request) => {
        await ensureAuctionDayClosed(app.deps.database.db);
        const json = await listLots(app.deps.database.db, scopeOf(request, request.query.favorite), request.query, ruleOf(request), requestLanguage(request));
        return preSerialized<ListingResponse>(json);
      },
    );
    app.get(
      `/${pageType}/filters`,
      { onRequest: guard, schema: { ...schema, querystring: filterQuery, response: { 200: filtersResponse } } },
      async (request) => {
        await ensureAuctionDayClosed(app.deps.database.db);
        const data = await filterData(app.deps.database.db, scopeOf(request), request.query, ruleOf(request));
        const language = requestLanguage(request);
        return { ...data, color: withColourLabels(data.color, language), gearbox: withColourLabels(data.gearbox, language, 'gearbox') };
      },
    );
    app.get(
      `/${pageType}/maker`,
      { onRequest: guard, schema: { ...schema, querystring: filterQuery, response: { 200: facetListResponse } } },
      async (request) => {
        await ensureAuctionDayClosed(app.deps.database.db);
        return makerOptions(app.deps.database.db, scopeOf(request), request.query, ruleOf(request));
      },
    );
    app.get(
      `/${pageType}/model`,
      { onRequest: guard, schema: { ...schema, querystring: modelFilterQuery, response: { 200: facetListResponse } } },
      async (request) => {
        const { id, ...filters } = request.query;
        await ensureAuctionDayClosed(app.deps.database.db);
        return modelOptions(app.deps.database.db, scopeOf(request), id, filters, ruleOf(request));
      },
    );
  }
};
