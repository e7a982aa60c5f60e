/// <reference types="@phoneparts/webpack-config/css-modules" />
