import { queryOptions } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isClientResponseError } from '../../../lib/pocketbase'
import { filterExpression, publicApi } from '../../../lib/public-api'
import type { ContentPage, Faq, Post } from '../types'

async function bySlug<T>(collection: string, slug: string): Promise<T> {
  try {
    return await publicApi.first<T>(collection, filterExpression('slug = {:slug}', { slug }))
  } catch (error) {
    if (isClientResponseError(error) && error.status === 404) throw notFound()
    throw error
  }
}

export const contentQueries = {
  page: (slug: string) => queryOptions({ queryKey: ['content', 'page', slug], queryFn: () => bySlug<ContentPage>('pages', slug) }),
  posts: () =>
    queryOptions({
      queryKey: ['content', 'posts'],
      queryFn: ({ signal }) => publicApi.listAll<Post>('posts', { sort: '-published_at', fields: 'id,slug,title_ar,title_en,excerpt_ar,excerpt_en,image,tags,published_at' }, signal),
    }),
  post: (slug: string) => queryOptions({ queryKey: ['content', 'post', slug], queryFn: () => bySlug<Post>('posts', slug) }),
  faqs: () => queryOptions({ queryKey: ['content', 'faqs'], queryFn: ({ signal }) => publicApi.listAll<Faq>('faqs', { sort: 'sort' }, signal) }),
}

export type Testimonial = { id: string; name_ar: string; name_en: string; city_ar: string; city_en: string; text_ar: string; text_en: string; rating: number }

export const testimonialsQuery = () =>
  queryOptions({ queryKey: ['content', 'testimonials'], queryFn: ({ signal }) => publicApi.listAll<Testimonial>('testimonials', { sort: 'sort' }, signal), staleTime: 60 * 60_000 })
