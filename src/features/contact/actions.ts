'use server'

import { headers } from 'next/headers'

import { clientAddressOf } from '@/shared/forms/clientAddress'
import { fieldsOf, type FormState } from '@/shared/forms/formState'

import { submitContactMessage } from './server/sendMessage'

export async function contactAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return (await submitContactMessage(fieldsOf(formData), clientAddressOf(await headers()))).state
}
