/// A realistic server-driven-UI API description, written the way a server team would: OpenAPI 3.1 in YAML, screens
/// made of sections made of components, the components one `oneOf` union dispatched on `type`, plus the usual
/// mixture of mapping styles, an inline branch, a recursive container and YAML anchors.
enum SDUIExampleDocument {
    static let yaml = """
        openapi: 3.1.0
        info:
          title: Storefront screens
          version: 2.4.0
          description: Screens for the storefront apps, rendered from server-driven UI.
        servers:
          - url: https://api.example.com/v2
        tags:
          - name: screens
        paths:
          /screens/{screenId}:
            get:
              operationId: getScreen
              tags: [screens]
              parameters:
                - name: screenId
                  in: path
                  required: true
                  schema:
                    type: string
                    pattern: ^[a-z0-9-]+$
                - name: locale
                  in: query
                  schema:
                    type: string
                    default: en-US
              responses:
                "200":
                  description: The screen.
                  content:
                    application/json:
                      schema:
                        $ref: '#/components/schemas/Screen'
                "404":
                  description: No such screen.
        components:
          schemas:
            Screen:
              type: object
              required: [id, title, sections]
              properties:
                id:
                  type: string
                title:
                  type: string
                sections:
                  type: array
                  items:
                    type: object
                    required: [id, components]
                    properties:
                      id:
                        type: string
                      layout:
                        type: string
                        enum: [stack, grid, carousel]
                      components:
                        type: array
                        items:
                          $ref: '#/components/schemas/Component'
                  minItems: 1
            Component:
              description: Every component the apps can render.
              oneOf:
                - $ref: '#/components/schemas/Text'
                - $ref: '#/components/schemas/Image'
                - $ref: '#/components/schemas/Button'
                - $ref: '#/components/schemas/ProductCard'
                - $ref: '#/components/schemas/Carousel'
                - type: object
                  required: [type, height]
                  properties:
                    type:
                      const: spacer
                    height:
                      type: number
                      minimum: 0
              discriminator:
                propertyName: type
                mapping:
                  text: '#/components/schemas/Text'
                  image: Image
                  button: '#/components/schemas/Button'
                  product-card: '#/components/schemas/ProductCard'
                  promo-card: '#/components/schemas/ProductCard'
                  video: '#/components/schemas/Video'
            Text:
              type: object
              required: [type, text]
              properties:
                type: {const: text}
                text: {type: string, maxLength: 2000}
                style: &textStyle
                  type: string
                  enum: [title, headline, body, caption]
            Image:
              type: object
              required: [type, url]
              properties:
                type: {const: image}
                url: {type: string, format: uri}
                alt: {type: string}
                aspectRatio: {type: number, exclusiveMinimum: 0}
            Button:
              type: object
              required: [type, label, action]
              properties:
                type: {const: button}
                label: {type: string}
                labelStyle: *textStyle
                action:
                  $ref: '#/components/schemas/Action'
            ProductCard:
              type: object
              required: [type, productId]
              properties:
                type:
                  enum: [product-card, promo-card]
                productId: {type: string}
                price:
                  type: object
                  properties:
                    amount: {type: number}
                    currency: {type: string, pattern: '^[A-Z]{3}$'}
                badge: {type: [string, 'null']}
            Carousel:
              type: object
              required: [type, items]
              properties:
                type: {const: Carousel}
                autoplay: {type: boolean, default: false}
                items:
                  type: array
                  items:
                    $ref: '#/components/schemas/Component'
            Video:
              type: object
              required: [type, src]
              properties:
                type: {const: video}
                src: {type: string, format: uri}
            Action:
              type: object
              required: [kind]
              properties:
                kind: {type: string}
              oneOf:
                - title: navigate
                  properties:
                    kind: {const: navigate}
                    screenId: {type: string}
                - title: open-url
                  properties:
                    kind: {const: open-url}
                    url: {type: string, format: uri}
              discriminator:
                propertyName: kind
        """
}
