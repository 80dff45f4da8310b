//
//  Exception.swift
//  SynchronizedRootGroups
//
//  Created by Pedro Piñera Buendía on 26.07.24.
//
