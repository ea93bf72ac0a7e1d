// Generated from @trails/api-spec/openapi.yaml by `pnpm generate`: do not edit by hand.
// The text fields of each request schema: lengths, e-mail format and whether required.
// One export per schema, so a bundle holds only the schemas its forms use (import them with
// `import * as LIMITS from '@trails/api-client/limits'` and name them: the rest is left out).

export const CheckoutTraveller = {
  "firstname": {
    "minLength": 1,
    "maxLength": 100,
    "required": true
  },
  "lastname": {
    "minLength": 1,
    "maxLength": 100,
    "required": true
  },
  "email": {
    "maxLength": 254,
    "email": true,
    "required": false
  },
  "phone": {
    "maxLength": 30,
    "required": false
  }
} as const;

export const CheckoutBooking = {
  "start_date": {
    "required": true
  },
  "remarks": {
    "maxLength": 1000,
    "required": false
  },
  "hotel_name": {
    "maxLength": 200,
    "required": false
  },
  "hotel_address": {
    "maxLength": 300,
    "required": false
  },
  "flight_no": {
    "maxLength": 20,
    "required": false
  },
  "flight_time": {
    "maxLength": 20,
    "required": false
  },
  "other": {
    "maxLength": 300,
    "required": false
  },
  "contact_firstname": {
    "minLength": 1,
    "maxLength": 100,
    "required": true
  },
  "contact_lastname": {
    "minLength": 1,
    "maxLength": 100,
    "required": true
  },
  "contact_email": {
    "maxLength": 254,
    "email": true,
    "required": true
  },
  "contact_phone": {
    "minLength": 1,
    "maxLength": 30,
    "required": true
  }
} as const;

export const TokenRequest = {
  "grant_type": {
    "required": true
  },
  "username": {
    "minLength": 1,
    "maxLength": 254,
    "required": true
  },
  "password": {
    "minLength": 1,
    "maxLength": 1024,
    "required": true
  },
  "altcha": {
    "maxLength": 4096,
    "required": false
  }
} as const;

export const SocialSignInRequest = {
  "code": {
    "minLength": 16,
    "maxLength": 512,
    "required": true
  }
} as const;

export const RegisterRequest = {
  "first_name": {
    "minLength": 1,
    "maxLength": 100,
    "required": true
  },
  "last_name": {
    "minLength": 1,
    "maxLength": 100,
    "required": true
  },
  "email": {
    "maxLength": 254,
    "email": true,
    "required": true
  },
  "password": {
    "minLength": 8,
    "maxLength": 1024,
    "required": true
  },
  "confim_password": {
    "minLength": 8,
    "maxLength": 1024,
    "required": true
  },
  "altcha": {
    "maxLength": 4096,
    "required": false
  },
  "work_name": {
    "minLength": 1,
    "maxLength": 200,
    "required": false
  }
} as const;

export const PasswordResetRequest = {
  "username": {
    "maxLength": 254,
    "email": true,
    "required": true
  }
} as const;

export const CostRequest = {
  "pud": {
    "required": false
  }
} as const;

export const AmendmentQuoteRequest = {
  "pud": {
    "required": true
  }
} as const;

export const AmendRequest = {
  "pud": {
    "required": true
  }
} as const;

export const SetPasswordRequest = {
  "token": {
    "minLength": 1,
    "maxLength": 200,
    "required": true
  },
  "password": {
    "maxLength": 200,
    "required": true
  }
} as const;

export const PasswordTokenRequest = {
  "token": {
    "minLength": 1,
    "maxLength": 200,
    "required": true
  }
} as const;

export const CheckoutRequest = {
  "url": {
    "maxLength": 200,
    "required": true
  }
} as const;

export const BookingMessageRequest = {
  "message": {
    "minLength": 1,
    "maxLength": 2000,
    "required": true
  },
  "visible": {
    "required": true
  }
} as const;

export const AccountReviewRequest = {
  "feedback": {
    "minLength": 1,
    "maxLength": 200,
    "required": true
  }
} as const;

export const ProfileFieldUpdateRequest = {
  "field": {
    "required": true
  },
  "value": {
    "minLength": 1,
    "maxLength": 254,
    "required": true
  },
  "current_password": {
    "maxLength": 254,
    "required": false
  }
} as const;

export const InquiryRequest = {
  "name": {
    "minLength": 1,
    "maxLength": 100,
    "required": true
  },
  "email": {
    "maxLength": 254,
    "email": true,
    "required": true
  },
  "phone": {
    "minLength": 1,
    "maxLength": 30,
    "required": true
  },
  "message": {
    "minLength": 1,
    "maxLength": 2000,
    "required": true
  }
} as const;

export const SubscriptionRequest = {
  "email": {
    "maxLength": 254,
    "email": true,
    "required": true
  }
} as const;

export const ReviewTokenRequest = {
  "token": {
    "minLength": 16,
    "maxLength": 256,
    "required": true
  }
} as const;

export const TokenReviewRequest = {
  "review_feedback": {
    "minLength": 1,
    "maxLength": 500,
    "required": true
  },
  "token": {
    "minLength": 16,
    "maxLength": 256,
    "required": true
  }
} as const;

export const ReviewImageUploadRequest = {
  "file": {
    "required": true
  },
  "tid": {
    "minLength": 16,
    "maxLength": 256,
    "required": false
  },
  "booking_id": {
    "maxLength": 10,
    "required": false
  }
} as const;

export const ReviewImageDeleteRequest = {
  "tid": {
    "minLength": 16,
    "maxLength": 256,
    "required": false
  }
} as const;
