/**
 * schema.org JobPosting for a public job page (Google's job search reads it). Pure: built from
 * `GET /job/:id/:x` on the server and rendered by React Router as `application/ld+json`.
 */
import type { EndpointData, publicJobsEndpoints, SalaryPeriod, WorkingType } from '@app/contract';
import { absoluteUrl } from '../../lib/meta.ts';

export type PublicJobDetail = EndpointData<typeof publicJobsEndpoints.detail>;

const EMPLOYMENT_TYPES: Record<WorkingType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  seasonal: 'TEMPORARY',
  contract: 'CONTRACTOR',
};

const UNIT_TEXT: Record<SalaryPeriod, string> = { hour: 'HOUR', month: 'MONTH', year: 'YEAR' };

/** The job's sections as one HTML description (allowed by Google; the HTML is sanitised on save). */
function descriptionHtml(job: PublicJobDetail): string {
  const parts = [job.description];
  if (job.requirements) parts.push(`<h3>Yêu cầu</h3>${job.requirements}`);
  if (job.benefits) parts.push(`<h3>Quyền lợi</h3>${job.benefits}`);
  return parts.join('\n');
}

function postalAddress(job: PublicJobDetail): Record<string, string> {
  const address: Record<string, string> = { '@type': 'PostalAddress', addressCountry: job.nation.code };
  if (job.province) {
    address.addressRegion = job.province.name;
    if (job.location) address.addressLocality = job.location;
  } else if (job.location) {
    address.addressRegion = job.location;
  }
  return address;
}

export function jobPostingJsonLd(job: PublicJobDetail, publicUrl: string): Record<string, unknown> {
  const company = job.company_card;
  const organization: Record<string, unknown> = {
    '@type': 'Organization',
    name: company.name,
    url: absoluteUrl(publicUrl, `/companies/${company.id}`),
  };
  const logo = absoluteUrl(publicUrl, company.logo ?? job.company_logo);
  if (logo) organization.logo = logo;
  if (company.website) organization.sameAs = company.website;

  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.name,
    description: descriptionHtml(job),
    datePosted: job.published_at ?? job.created_at,
    // The deadline is a day in Vietnam's calendar: applications are taken until its end there.
    validThrough: `${job.deadline}T23:59:59+07:00`,
    url: absoluteUrl(publicUrl, job.url),
    identifier: { '@type': 'PropertyValue', name: company.name, value: String(job.id) },
    hiringOrganization: organization,
    employmentType: EMPLOYMENT_TYPES[job.working_type],
    jobLocation: { '@type': 'Place', address: postalAddress(job) },
    totalJobOpenings: job.quantity,
    directApply: false,
  };
  if (job.nation.code !== 'VN') {
    // Candidates apply from Vietnam for work or study abroad.
    ld.applicantLocationRequirements = { '@type': 'Country', name: 'VN' };
  }
  if (job.salary_minimum !== null || job.salary_maximum !== null) {
    const value: Record<string, unknown> = {
      '@type': 'QuantitativeValue',
      unitText: UNIT_TEXT[job.salary_period],
    };
    if (job.salary_minimum !== null) value.minValue = job.salary_minimum;
    if (job.salary_maximum !== null) value.maxValue = job.salary_maximum;
    ld.baseSalary = { '@type': 'MonetaryAmount', currency: job.salary_currency, value };
  }
  const image = absoluteUrl(publicUrl, job.thumbnail);
  if (image) ld.image = image;
  if (job.work) ld.occupationalCategory = job.work.name;
  return ld;
}
